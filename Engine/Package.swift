// swift-tools-version:6.2
// The engine of ordersh as a package of its own: what another app adopts (shell.md §6,
// docs/adopting.md) with none of the order app's dependencies (no GRDB). Its sources are
// the repository's own (`Sources` here is a link to `../Sources`); the root package, the
// order app, depends on this one by path like any adopter.
//
//   CSignalCleanup    the signal handler that removes a file being written (C: no runtime)
//   SafeIO            swift-system and CSignalCleanup: paths as bytes, the one rule for written files
//   DisplayInterface  SafeIO: display values, schemas, registrations, typed commands;
//                     declares @DisplayState, which DisplayStateMacros expands
//   DisplayStateExpansion  swift-syntax: what @DisplayState writes (a library, so tests can run it)
//   DisplayStateMacros     the compiler plug-in over DisplayStateExpansion
//   CLibEdit          the system libedit, through non-variadic C wrappers
//   LineEditor        CLibEdit (prompt, history file, completion, Ctrl-C)
//   Shell             DisplayInterface and LineEditor: the command language, renderer
//   GoldenHarness     `test`: DisplayInterface and Shell only
//   ShellProgram      the program entry any app calls; swift-argument-parser
//   ViewModelShell    the library an app imports: all of the above, re-exported
import CompilerPluginSupport
import PackageDescription

/// Settings every target shares: Swift 6 mode, explicit member imports, no warning left unread.
let strictSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("ExistentialAny"),
    .treatAllWarnings(as: .error),
]

let package = Package(
    name: "Engine",
    platforms: [.macOS(.v15)],
    products: [
        // What an adopter names: one dependency, `import ViewModelShell`.
        .library(name: "ViewModelShell", targets: ["ViewModelShell"]),
        // The modules one by one, for the order app and its tests.
        .library(name: "Locking", targets: ["Locking"]),
        .library(name: "SafeIO", targets: ["SafeIO"]),
        .library(name: "DisplayInterface", targets: ["DisplayInterface"]),
        .library(name: "LineEditor", targets: ["LineEditor"]),
        .library(name: "Shell", targets: ["Shell"]),
        .library(name: "GoldenHarness", targets: ["GoldenHarness"]),
        .library(name: "ShellProgram", targets: ["ShellProgram"]),
        // The expansion of @DisplayState, for the macro's own tests.
        .library(name: "DisplayStateExpansion", targets: ["DisplayStateExpansion"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/apple/swift-system", exact: "1.8.1"),
        // @DisplayState: each display property declared once (docs/adopting.md).
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    ],
    targets: [
        .target(
            name: "CSignalCleanup",
            path: "Sources/CSignalCleanup"
        ),
        // A lock ThreadSanitizer can follow, for every module (Sources/Locking/Locked.swift).
        .target(
            name: "Locking",
            path: "Sources/Locking",
            swiftSettings: strictSettings
        ),
        .target(
            name: "SafeIO",
            dependencies: ["CSignalCleanup", .product(name: "SystemPackage", package: "swift-system")],
            path: "Sources/SafeIO",
            swiftSettings: strictSettings
        ),
        .target(
            name: "DisplayStateExpansion",
            dependencies: [
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
            ],
            path: "Sources/DisplayStateExpansion",
            swiftSettings: strictSettings
        ),
        .macro(
            name: "DisplayStateMacros",
            dependencies: [
                "DisplayStateExpansion",
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
            ],
            path: "Sources/DisplayStateMacros",
            swiftSettings: strictSettings
        ),
        .target(
            name: "DisplayInterface",
            dependencies: ["DisplayStateMacros", "SafeIO", .product(name: "SystemPackage", package: "swift-system")],
            path: "Sources/DisplayInterface",
            swiftSettings: strictSettings
        ),
        .systemLibrary(
            name: "CLibEditSystem",
            path: "Sources/CLibEditSystem",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"])]
        ),
        .target(
            name: "CLibEdit",
            dependencies: ["CLibEditSystem"],
            path: "Sources/CLibEdit"
        ),
        .target(
            name: "LineEditor",
            dependencies: ["CLibEdit", "Locking", "SafeIO", .product(name: "SystemPackage", package: "swift-system")],
            path: "Sources/LineEditor",
            swiftSettings: strictSettings
        ),
        .target(
            name: "Shell",
            dependencies: ["DisplayInterface", "LineEditor", "Locking", "SafeIO", .product(name: "SystemPackage", package: "swift-system")],
            path: "Sources/Shell",
            swiftSettings: strictSettings
        ),
        .target(
            name: "GoldenHarness",
            dependencies: ["DisplayInterface", "Locking", "Shell", "SafeIO", .product(name: "SystemPackage", package: "swift-system")],
            path: "Sources/GoldenHarness",
            swiftSettings: strictSettings
        ),
        .target(
            name: "ShellProgram",
            dependencies: [
                "DisplayInterface", "GoldenHarness", "LineEditor", "Shell", "SafeIO",
                .product(name: "SystemPackage", package: "swift-system"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/ShellProgram",
            swiftSettings: strictSettings
        ),
        .target(
            name: "ViewModelShell",
            dependencies: ["DisplayInterface", "GoldenHarness", "LineEditor", "Shell", "ShellProgram", .product(name: "SystemPackage", package: "swift-system")],
            path: "Sources/ViewModelShell",
            swiftSettings: strictSettings
        ),
    ]
)

// `scripts/fuzz` sets ORDERSH_FUZZ=1: the engine's Swift targets are then built optimized
// and instrumented for libFuzzer and AddressSanitizer. The flags go here, not on the
// command line, so that @DisplayState's plug-in and swift-syntax, host tools built for the
// compiler, stay a plain debug build: instrumented and optimized they took most of the
// fuzz build's 20 minutes, and their coverage is not the fuzzer's to find.
if Context.environment["ORDERSH_FUZZ"] == "1" {
    let hostTools: Set<String> = ["DisplayStateMacros", "DisplayStateExpansion"]
    for target in package.targets where target.swiftSettings != nil && !hostTools.contains(target.name) {
        target.swiftSettings? += [.unsafeFlags(["-O", "-sanitize=fuzzer,address"])]
    }
}
