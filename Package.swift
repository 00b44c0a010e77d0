// swift-tools-version:6.2
// ordersh — a scripting shell for the presentation layer of an order-management app — and
// the engine it is built on, which any app's ViewModels can adopt by this repository's URL.
//
// Two parts, each in a folder of its own under Sources/ and Tests/:
//
// Sources/Engine — the products another app names (docs/adopting.md):
//   ViewModelShell    the shell, the line editor, the golden harness and the program entry
//   (and, one layer down, the modules it is made of:)
//   ViewModelDisplay  what a ViewModel needs to be shown: display kinds, schema, @DisplayState,
//                     loading, the session environment (Foundation and Observation only)
//   EchoedText        a value a message quotes, cut (the display product and SafeIO share it)
//   DisplayInterface  ViewModel registrations: loads, typed commands, layouts, the app's identity
//   DisplayStateExpansion, DisplayStateMacros   what @DisplayState writes, and its plug-in
//   SafeIO            swift-system and a C signal handler: paths as bytes, the one rule for written files
//   CLibEdit, CLibEditSystem, LineEditor   the system libedit (prompt, history, completion, Ctrl-C)
//   Shell             the command language, renderer, interpreter: no module of the order app
//   GoldenHarness     `test`: discovery, in-process runs, helper processes, diffs, reports
//   ShellProgram      the program entry any app calls: modes, `test`, exit statuses (swift-argument-parser)
//
// Sources/OrderApp — the order app, an adopter like any other:
//   Domain        Foundation value types only, CCollation and CPrefetch
//   OrderData     Domain, GRDB (the SQLite store)
//   Presentation  Domain with `internal import` (no public API names a Domain type), and the
//                 engine's display product only (ViewModelDisplay): it would build for iOS
//   OrderCommands the ViewModels' registrations: loads, commands, layouts (the shell's interface)
//   Composition   the composition root as a library: OrderData, Presentation, Shell
//   ordersh       the executable
//
// Tools/ holds what ordersh does not ship: the benchmark driver and the fuzz targets.
// What each target may import is enforced by the compiler and by Tests/OrderApp/ArchitectureTests.
import CompilerPluginSupport
import Foundation
import PackageDescription

/// Settings every target of ours shares: Swift 6 mode (strict concurrency),
/// explicit member imports, and no warning left unread.
let strictSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("ExistentialAny"),
    .treatAllWarnings(as: .error),
]

let system = Target.Dependency.product(name: "SystemPackage", package: "swift-system")

/// `ORDERSH_MACRO_PLUGIN=PATH` (set by scripts/macro-plugin's users: the release, sanitizer
/// and fuzz builds): @DisplayState's plug-in is the executable at PATH, already built (in
/// debug, once), so these builds do not build swift-syntax again in their own configuration.
/// swift-syntax built optimised took 13.6 minutes of a first `scripts/run` on two cores; the
/// plug-in in debug, swift-syntax included, takes about a minute and is the debug build's
/// own. Unset (an adopter's build, `swift build`, `swift test`), the plug-in is built from
/// source as any macro package's is.
let prebuiltMacroPlugin = Context.environment["ORDERSH_MACRO_PLUGIN"].flatMap { $0.isEmpty ? nil : $0 }
let argumentParser = Target.Dependency.product(name: "ArgumentParser", package: "swift-argument-parser")

let package = Package(
    name: "ordersh",
    platforms: [.macOS(.v15)],
    products: [
        // The engine for any app's ViewModels (shell.md §6, docs/adopting.md): one
        // dependency, `import ViewModelShell`, `await ShellProgram(app: MyApp.shell).run()`.
        .library(name: "ViewModelShell", targets: ["ViewModelShell"]),
        // What a ViewModel needs to be shown, for an app's presentation module (which may
        // build for iOS): display kinds, schema, @DisplayState, the loading convention and
        // the session environment. Foundation and Observation only.
        .library(name: "ViewModelDisplay", targets: ["ViewModelDisplay"]),
        .executable(name: "ordersh", targets: ["ordersh"]),
    ],
    dependencies: [
        // Version ranges, not pins: an adopter resolves these beside its own packages.
        // @DisplayState's plug-in: any swift-syntax a macro package of the 6.x toolchains
        // uses (TCA, swift-dependencies and the like take ranges that meet this one).
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
        // The program's command line (ShellProgram). Each lower bound is the version the
        // engine is built and tested with.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // FilePath: a path as the bytes the kernel takes, whatever their encoding (shell.md §1).
        .package(url: "https://github.com/apple/swift-system", from: "1.8.1"),
        // The order app's SQLite store (docs/data-store.md); links the system libsqlite3
        // (apt: libsqlite3-dev). No product of the engine needs it, so an adopter never
        // fetches it.
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: engineTargets + orderAppTargets + toolTargets
)

// MARK: - The engine

var engineTargets: [Target] {
    [
        // The signal handler that removes a file being written (C: no runtime).
        .target(name: "CSignalCleanup", path: "Sources/Engine/CSignalCleanup"),
        // A lock ThreadSanitizer can follow, for every module (Locked.swift).
        .target(name: "Locking", path: "Sources/Engine/Locking", swiftSettings: strictSettings),
        // A value a message quotes, cut: shared by the display product and SafeIO.
        .target(name: "EchoedText", path: "Sources/Engine/EchoedText", swiftSettings: strictSettings),
        .target(
            name: "SafeIO",
            dependencies: ["CSignalCleanup", "EchoedText", system],
            path: "Sources/Engine/SafeIO",
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
            path: "Sources/Engine/DisplayStateExpansion",
            swiftSettings: strictSettings
        ),
        .macro(
            name: "DisplayStateMacros",
            dependencies: [
                "DisplayStateExpansion",
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
            ],
            path: "Sources/Engine/DisplayStateMacros",
            swiftSettings: strictSettings
        ),
        .target(
            name: "ViewModelDisplay",
            dependencies: (prebuiltMacroPlugin == nil ? ["DisplayStateMacros"] : []) + ["EchoedText"],
            path: "Sources/Engine/ViewModelDisplay",
            swiftSettings: strictSettings
        ),
        .target(
            name: "DisplayInterface",
            dependencies: ["ViewModelDisplay", "SafeIO", system],
            path: "Sources/Engine/DisplayInterface",
            swiftSettings: strictSettings
        ),
        .systemLibrary(
            name: "CLibEditSystem",
            path: "Sources/Engine/CLibEditSystem",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"])]
        ),
        .target(name: "CLibEdit", dependencies: ["CLibEditSystem"], path: "Sources/Engine/CLibEdit"),
        .target(
            name: "LineEditor",
            dependencies: ["CLibEdit", "Locking", "SafeIO", system],
            path: "Sources/Engine/LineEditor",
            swiftSettings: strictSettings
        ),
        .target(
            name: "Shell",
            dependencies: ["DisplayInterface", "LineEditor", "Locking", "SafeIO", system],
            path: "Sources/Engine/Shell",
            swiftSettings: strictSettings
        ),
        .target(
            name: "GoldenHarness",
            dependencies: ["DisplayInterface", "Locking", "Shell", "SafeIO", system],
            path: "Sources/Engine/GoldenHarness",
            swiftSettings: strictSettings
        ),
        .target(
            name: "ShellProgram",
            dependencies: ["DisplayInterface", "GoldenHarness", "LineEditor", "Shell", "SafeIO", system, argumentParser],
            path: "Sources/Engine/ShellProgram",
            swiftSettings: strictSettings
        ),
        .target(
            name: "ViewModelShell",
            dependencies: ["DisplayInterface", "GoldenHarness", "LineEditor", "Shell", "ShellProgram", system],
            path: "Sources/Engine/ViewModelShell",
            swiftSettings: strictSettings
        ),

        // The engine's own tests: nothing of the order app.
        .testTarget(name: "SafeIOTests", dependencies: ["SafeIO", system], path: "Tests/Engine/SafeIOTests", swiftSettings: strictSettings),
        .testTarget(name: "LineEditorTests", dependencies: ["LineEditor", system], path: "Tests/Engine/LineEditorTests", swiftSettings: strictSettings),
        .testTarget(
            name: "ShellProgramTests",
            dependencies: ["ShellProgram", "DisplayInterface", "Shell", argumentParser],
            path: "Tests/Engine/ShellProgramTests",
            swiftSettings: strictSettings
        ),
        // A ViewModel the order app does not have, driven through the engine by registration alone.
        .testTarget(
            name: "StrangerViewModelTests",
            dependencies: ["DisplayInterface", "GoldenHarness", "LineEditor", "Shell", system],
            path: "Tests/Engine/StrangerViewModelTests",
            exclude: ["Golden"],
            swiftSettings: strictSettings
        ),
        // The display product alone: locale IDs, the session environment's rules.
        .testTarget(
            name: "ViewModelDisplayTests",
            dependencies: ["ViewModelDisplay"],
            path: "Tests/Engine/ViewModelDisplayTests",
            swiftSettings: strictSettings
        ),
        // What @DisplayState writes, and what it refuses, checked on source text.
        .testTarget(
            name: "DisplayStateMacroTests",
            dependencies: [
                "DisplayStateExpansion",
                .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
            ],
            path: "Tests/Engine/DisplayStateMacroTests",
            swiftSettings: strictSettings
        ),
    ]
}

// MARK: - The order app

var orderAppTargets: [Target] {
    [
        .target(
            name: "Domain",
            dependencies: ["CCollation", "CPrefetch"],
            path: "Sources/OrderApp/Domain",
            swiftSettings: strictSettings
        ),
        // The ICU collator the toolchain's Foundation carries (sort keys for titles).
        .target(name: "CCollation", path: "Sources/OrderApp/CCollation", linkerSettings: [.linkedLibrary("_FoundationICU")]),
        // A cache prefetch hint: a list shown in another order than its orders' reads them
        // scattered over memory (OrderRowSheet), a store's month has its items scattered
        // (Order.prefetchItems), a large file's id table is larger than the cache (OrderIdTable).
        .target(name: "CPrefetch", path: "Sources/OrderApp/CPrefetch"),
        // mallopt(3) for the executable's memory policy (Sources/OrderApp/ordersh/MemoryPolicy.swift).
        .target(name: "CAllocator", path: "Sources/OrderApp/CAllocator"),
        .target(
            name: "OrderData",
            dependencies: [
                "Domain", "CPrefetch", "Locking", "SafeIO", system,
                .product(name: "GRDB", package: "GRDB.swift"),
                // SQLite's C API, for reading a store's columns without GRDB's generic decoding.
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ],
            path: "Sources/OrderApp/OrderData",
            resources: [.embedInCode("Resources/default-data.json")],
            swiftSettings: strictSettings
        ),
        .target(
            name: "Presentation",
            dependencies: ["Domain", "CPrefetch", "ViewModelDisplay"],
            path: "Sources/OrderApp/Presentation",
            swiftSettings: strictSettings
        ),
        // The ViewModels in the shell: loads, commands and layouts, registered.
        .target(
            name: "OrderCommands",
            dependencies: ["Presentation", "DisplayInterface"],
            path: "Sources/OrderApp/OrderCommands",
            swiftSettings: strictSettings
        ),
        .target(
            name: "Composition",
            dependencies: ["OrderData", "Presentation", "OrderCommands", "Shell", "DisplayInterface", "SafeIO", system],
            path: "Sources/OrderApp/Composition",
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "ordersh",
            dependencies: [
                "CAllocator", "Composition", "DisplayInterface", "GoldenHarness", "Presentation", "Shell", "ShellProgram",
                "LineEditor", "SafeIO", system, argumentParser,
            ],
            path: "Sources/OrderApp/ordersh",
            swiftSettings: strictSettings
        ),

        // The order app's ViewModels of a session, typed, for the test targets that drive them.
        .target(
            name: "OrderAppTestSupport",
            dependencies: ["DisplayInterface", "Presentation"],
            path: "Tests/OrderApp/OrderAppTestSupport",
            swiftSettings: strictSettings
        ),
        .testTarget(name: "DomainTests", dependencies: ["Locking", "Domain"], path: "Tests/OrderApp/DomainTests", swiftSettings: strictSettings),
        .testTarget(
            name: "OrderDataTests",
            dependencies: ["Locking", system, "SafeIO", "Domain", "OrderData", .product(name: "GRDB", package: "GRDB.swift")],
            path: "Tests/OrderApp/OrderDataTests",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "PresentationTests",
            dependencies: ["Locking", "DisplayInterface", "Domain", "OrderAppTestSupport", "Presentation"],
            path: "Tests/OrderApp/PresentationTests",
            swiftSettings: strictSettings
        ),
        // The shell over the order app's ViewModels: lexer, parser, every command, rendering.
        .testTarget(
            name: "ShellTests",
            dependencies: [system, "SafeIO", "DisplayInterface", "Shell", "Presentation", "OrderCommands", "LineEditor", "Composition", "OrderAppTestSupport"],
            path: "Tests/OrderApp/ShellTests",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "CompositionTests",
            dependencies: [system, "SafeIO", "Composition", "DisplayInterface", "OrderAppTestSupport", "OrderData", "Presentation", "Shell"],
            path: "Tests/OrderApp/CompositionTests",
            swiftSettings: strictSettings
        ),
        // The executable's own logic (the memory policy).
        .testTarget(name: "OrdershTests", dependencies: ["ordersh"], path: "Tests/OrderApp/OrdershTests", swiftSettings: strictSettings),
        .testTarget(
            name: "EndToEndTests",
            dependencies: [system, "SafeIO", "Composition", "DisplayInterface", "Shell", "ordersh"],
            path: "Tests/OrderApp/EndToEndTests",
            exclude: ["Interactive"],  // the pseudo-terminal scripts (Python)
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "GoldenTests",
            dependencies: ["Locking", system, "SafeIO", "DisplayInterface", "GoldenHarness", "Shell", "Presentation", "Composition"],
            path: "Tests/OrderApp/GoldenTests",
            swiftSettings: strictSettings
        ),
        // The layer rules, read from the sources.
        .testTarget(name: "ArchitectureTests", path: "Tests/OrderApp/ArchitectureTests", swiftSettings: strictSettings),
        .testTarget(name: "FuzzTests", dependencies: ["OrdershFuzz"], path: "Tests/OrderApp/FuzzTests", swiftSettings: strictSettings),
    ]
}

// MARK: - Tools

var toolTargets: [Target] {
    [
        .executableTarget(
            name: "ordersh-bench",
            dependencies: ["Composition", "DisplayInterface", "Presentation", "Shell", "LineEditor", system],
            path: "Tools/Bench/ordersh-bench",
            swiftSettings: strictSettings
        ),
        // The floor of the data path: a byte scanner for this one schema (scripts/bench-scale).
        .executableTarget(name: "ordersh-floor", path: "Tools/Bench/ordersh-floor", swiftSettings: strictSettings),
        // The fuzz targets' bodies (scripts/fuzz). Nothing ordersh ships depends on them;
        // the regression tests run Fixtures/fuzz through them.
        .target(
            name: "OrdershFuzz",
            dependencies: ["Composition", "DisplayInterface", "Domain", "GoldenHarness", "OrderData", "Presentation", "Shell", system],
            path: "Tools/Fuzz/OrdershFuzz",
            swiftSettings: strictSettings
        ),
    ]
}

// With a prebuilt plug-in, every target of ours that may expand @DisplayState loads it, and
// the macro's own tests (which need swift-syntax, and run in the plain debug build) are left out.
if let plugin = prebuiltMacroPlugin {
    let macroTargets: Set<String> = ["DisplayStateMacros", "DisplayStateExpansion", "DisplayStateMacroTests"]
    package.targets.removeAll { $0.name == "DisplayStateMacroTests" }
    for target in package.targets where target.swiftSettings != nil && !macroTargets.contains(target.name) {
        target.swiftSettings? += [.unsafeFlags(["-load-plugin-executable", "\(plugin)#DisplayStateMacros"])]
    }
}

// `scripts/fuzz` sets ORDERSH_FUZZ=1: only then is there a libFuzzer binary, calling
// libFuzzer's driver (which a normal build lacks), and our Swift targets are built optimized
// and instrumented for libFuzzer and AddressSanitizer. The flags are per target, not
// -Xswiftc, so that swift-syntax and @DisplayState's plug-in, host tools, stay a plain
// debug build (instrumented and optimized they took most of the fuzz build's 20 minutes).
// The test targets are not built for the fuzzer.
if Context.environment["ORDERSH_FUZZ"] == "1" {
    let hostTools: Set<String> = ["DisplayStateMacros", "DisplayStateExpansion"]
    let instrumented: [SwiftSetting] = [.unsafeFlags(["-O", "-sanitize=fuzzer,address"])]
    for target in package.targets where target.type == .regular && target.swiftSettings != nil && !hostTools.contains(target.name) {
        target.swiftSettings? += instrumented
    }
    package.targets += [
        .target(name: "CFuzzDriver", path: "Tools/Fuzz/CFuzzDriver"),
        .executableTarget(
            name: "ordersh-fuzz",
            dependencies: ["CFuzzDriver", "OrdershFuzz"],
            path: "Tools/Fuzz/ordersh-fuzz",
            swiftSettings: strictSettings + instrumented,
            linkerSettings: [.unsafeFlags(["-sanitize=fuzzer,address"])]
        ),
    ]
}
