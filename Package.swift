// swift-tools-version:6.2
// ordersh — a scripting shell for the presentation layer of an order-management app.
//
// One target per layer. The engine's targets (SafeIO, DisplayInterface, CLibEdit,
// LineEditor, Shell, GoldenHarness, ShellProgram, ViewModelShell) are declared by the
// package in Engine/, which this one depends on by path as any adopter does: an adopter of
// the engine then resolves none of the order app's dependencies. What each may import
// (enforced by the compiler and by Tests/ArchitectureTests):
//   Domain        Foundation value types only, and CCollation
//   CCollation    the ICU collator the toolchain's Foundation carries (sort keys for titles)
//   OrderData     Domain, GRDB (the SQLite store)
//   DisplayInterface  SafeIO: display values, schemas and ViewModel registrations;
//                 @DisplayState, expanded by DisplayStateMacros (swift-syntax)
//   Presentation  Domain, with `internal import` (no public API names a Domain type), DisplayInterface
//   SafeIO        swift-system and a C signal handler: paths as bytes, the one rule for written files, bounded reads
//   CLibEdit      the system libedit, through non-variadic C wrappers
//   LineEditor    CLibEdit (prompt, history file, completion, Ctrl-C)
//   Shell         DisplayInterface and LineEditor only: no module of the order app
//   Composition   the composition root as a library: OrderData, Presentation, Shell
//   GoldenHarness `ordersh test`: DisplayInterface and Shell only (sessions come from a factory)
//   CAllocator    mallopt(3), which Swift's Glibc module does not declare
//   ShellProgram  the program entry any app calls: modes, `test`, helper processes, exit codes
//   ViewModelShell  the library product: the engine's modules, re-exported (docs/adopting.md);
//                 the root vends it too (ViewModelShellProduct), for adopters by URL
//   ordersh       the executable: ShellProgram over the order app, plus import and export
// Tools/ holds what ordersh does not ship: the benchmark driver and the fuzz targets.
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

let package = Package(
    name: "ordersh",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "ordersh", targets: ["ordersh"]),
        // The engine for any app's ViewModels (shell.md §6, docs/adopting.md): one
        // dependency, `import ViewModelShell`, `await ShellProgram(app: MyApp()).run()`;
        // vended by the Engine package so that an adopter resolves none of the order app's.
        .library(name: "ViewModelShell", targets: ["ViewModelShellProduct"]),
    ],
    dependencies: [
        // The engine: its own manifest, so that an adopter resolves no GRDB.
        .package(path: "Engine"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        // The SQLite store (docs/data-store.md); links the system libsqlite3 (apt: libsqlite3-dev).
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        // FilePath: a path as the bytes the kernel takes, whatever their encoding (shell.md §1).
        .package(url: "https://github.com/apple/swift-system", exact: "1.8.1"),
        // The test support of swift-syntax, for @DisplayState's expansion tests (the engine
        // depends on swift-syntax for the macro itself; the same version).
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    ],
    targets: [
        .target(
            name: "Domain",
            dependencies: ["CCollation", "CPrefetch"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "CCollation",
            linkerSettings: [.linkedLibrary("_FoundationICU")]
        ),
        .target(
            name: "OrderData",
            dependencies: [
                "Domain",
                "CPrefetch",
                .product(name: "Locking", package: "Engine"),
                .product(name: "SafeIO", package: "Engine"),
                .product(name: "SystemPackage", package: "swift-system"),
                .product(name: "GRDB", package: "GRDB.swift"),
                // SQLite's C API, for reading a store's columns without GRDB's generic decoding.
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ],
            resources: [.embedInCode("Resources/default-data.json")],
            swiftSettings: strictSettings
        ),
        .target(
            name: "Presentation",
            dependencies: ["Domain", "CPrefetch", .product(name: "DisplayInterface", package: "Engine"), .product(name: "SafeIO", package: "Engine")],
            swiftSettings: strictSettings
        ),
        // A cache prefetch hint: a list shown in another order than its orders' reads them
        // scattered over memory (OrderRowSheet), a store's month has its items scattered
        // (Order.prefetchItems), a large file's id table is larger than the cache (OrderIdTable).
        .target(name: "CPrefetch"),
        // mallopt(3) for the executable's memory policy (Sources/ordersh/MemoryPolicy.swift).
        .target(name: "CAllocator"),
        .target(
            name: "Composition",
            dependencies: ["OrderData", "Presentation", .product(name: "Shell", package: "Engine"), .product(name: "DisplayInterface", package: "Engine"), .product(name: "SafeIO", package: "Engine"), .product(name: "SystemPackage", package: "swift-system")],
            swiftSettings: strictSettings
        ),
        // The root's ViewModelShell product: the Engine package's, re-exported.
        .target(
            name: "ViewModelShellProduct",
            dependencies: [.product(name: "ViewModelShell", package: "Engine")],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "ordersh",
            dependencies: [
                "CAllocator",
                "Composition",
                .product(name: "DisplayInterface", package: "Engine"),
                .product(name: "GoldenHarness", package: "Engine"),
                "Presentation",
                .product(name: "Shell", package: "Engine"),
                .product(name: "ShellProgram", package: "Engine"),
                .product(name: "LineEditor", package: "Engine"),
                .product(name: "SafeIO", package: "Engine"),
                .product(name: "SystemPackage", package: "swift-system"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "ordersh-bench",
            dependencies: ["Composition", .product(name: "DisplayInterface", package: "Engine"), "Presentation", .product(name: "Shell", package: "Engine"), .product(name: "LineEditor", package: "Engine"), .product(name: "SystemPackage", package: "swift-system")],
            path: "Tools/Bench/ordersh-bench",
            swiftSettings: strictSettings
        ),
        // The floor of the data path: a byte scanner for this one schema (scripts/bench-scale).
        .executableTarget(
            name: "ordersh-floor",
            path: "Tools/Bench/ordersh-floor",
            swiftSettings: strictSettings
        ),
        // The fuzz targets' bodies (scripts/fuzz). Nothing ordersh ships depends on them;
        // the regression tests run Fixtures/fuzz through them.
        .target(
            name: "OrdershFuzz",
            dependencies: ["Composition", .product(name: "DisplayInterface", package: "Engine"), "Domain", .product(name: "GoldenHarness", package: "Engine"), "OrderData", "Presentation", .product(name: "Shell", package: "Engine"), .product(name: "SystemPackage", package: "swift-system")],
            path: "Tools/Fuzz/OrdershFuzz",
            swiftSettings: strictSettings
        ),
        // The order app's ViewModels of a session, typed, for the test targets that drive them.
        .target(
            name: "OrderAppTestSupport",
            dependencies: [.product(name: "DisplayInterface", package: "Engine"), "Presentation"],
            path: "Tests/OrderAppTestSupport",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "SafeIOTests",
            dependencies: [.product(name: "SafeIO", package: "Engine"), .product(name: "SystemPackage", package: "swift-system")],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "DomainTests",
            dependencies: [.product(name: "Locking", package: "Engine"), "Domain"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "OrderDataTests",
            dependencies: [.product(name: "Locking", package: "Engine"), .product(name: "SystemPackage", package: "swift-system"), .product(name: "SafeIO", package: "Engine"), "Domain", "OrderData", .product(name: "GRDB", package: "GRDB.swift")],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "PresentationTests",
            dependencies: [.product(name: "Locking", package: "Engine"), .product(name: "DisplayInterface", package: "Engine"), "Domain", "OrderAppTestSupport", "Presentation"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ShellTests",
            dependencies: [.product(name: "SystemPackage", package: "swift-system"), .product(name: "SafeIO", package: "Engine"), .product(name: "DisplayInterface", package: "Engine"), .product(name: "Shell", package: "Engine"), "Presentation", .product(name: "LineEditor", package: "Engine"), "Composition", "OrderAppTestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "LineEditorTests",
            dependencies: [.product(name: "LineEditor", package: "Engine"), .product(name: "SystemPackage", package: "swift-system")],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "CompositionTests",
            dependencies: [.product(name: "SystemPackage", package: "swift-system"), .product(name: "SafeIO", package: "Engine"), "Composition", .product(name: "DisplayInterface", package: "Engine"), "OrderAppTestSupport", "OrderData", "Presentation", .product(name: "Shell", package: "Engine")],
            swiftSettings: strictSettings
        ),
        // The executable's own logic (the quick command line against ArgumentParser).
        .testTarget(
            name: "OrdershTests",
            dependencies: ["ordersh"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ShellProgramTests",
            dependencies: [.product(name: "ShellProgram", package: "Engine"), .product(name: "DisplayInterface", package: "Engine"), .product(name: "Shell", package: "Engine"), .product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "EndToEndTests",
            dependencies: [.product(name: "SystemPackage", package: "swift-system"), .product(name: "SafeIO", package: "Engine"), "Composition", .product(name: "DisplayInterface", package: "Engine"), .product(name: "Shell", package: "Engine"), "ordersh"],
            exclude: ["Interactive"],  // the pseudo-terminal scripts (Python)
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "GoldenTests",
            dependencies: [.product(name: "Locking", package: "Engine"), .product(name: "SystemPackage", package: "swift-system"), .product(name: "SafeIO", package: "Engine"), .product(name: "DisplayInterface", package: "Engine"), .product(name: "GoldenHarness", package: "Engine"), .product(name: "Shell", package: "Engine"), "Presentation", "Composition"],
            swiftSettings: strictSettings
        ),
        // A ViewModel the product does not have, driven through the engine by registration alone.
        .testTarget(
            name: "StrangerViewModelTests",
            dependencies: [.product(name: "DisplayInterface", package: "Engine"), .product(name: "GoldenHarness", package: "Engine"), .product(name: "LineEditor", package: "Engine"), .product(name: "Shell", package: "Engine"), .product(name: "SystemPackage", package: "swift-system")],
            exclude: ["Golden"],
            swiftSettings: strictSettings
        ),
        // What @DisplayState writes, and what it refuses, checked on source text.
        .testTarget(
            name: "DisplayStateMacroTests",
            dependencies: [
                .product(name: "DisplayStateExpansion", package: "Engine"),
                .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ArchitectureTests",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "FuzzTests",
            dependencies: ["OrdershFuzz"],
            swiftSettings: strictSettings
        ),
    ]
)

// `scripts/fuzz` sets ORDERSH_FUZZ=1: only then is there a libFuzzer binary, calling
// libFuzzer's driver (which a normal build lacks), and our Swift targets are built optimized
// and instrumented for libFuzzer and AddressSanitizer (as the engine's, in its manifest).
// The flags are per target, not -Xswiftc, so that swift-syntax and @DisplayState's
// plug-in, host tools, stay a plain debug build (instrumented and optimized they took most
// of the fuzz build's 20 minutes). The test targets are not built for the fuzzer.
if ProcessInfo.processInfo.environment["ORDERSH_FUZZ"] == "1" {
    let instrumented: [SwiftSetting] = [.unsafeFlags(["-O", "-sanitize=fuzzer,address"])]
    for target in package.targets where target.type == .regular && target.swiftSettings != nil {
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
