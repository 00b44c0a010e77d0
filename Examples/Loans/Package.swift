// swift-tools-version:6.2
// loansh — a second app over the engine: a library's loans, two ViewModels, its own
// prompt, scripts (.lsh) and golden cases. It depends on the engine as any adopter does.
import Foundation
import PackageDescription

// The engine is this repository's root; a path dependency's identity is its folder's name.
let engine = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

let package = Package(
    name: "Loans",
    platforms: [.macOS(.v15)],
    products: [.executable(name: "loansh", targets: ["loansh"])],
    dependencies: [.package(path: engine.path)],
    targets: [
        .target(name: "Loans", dependencies: [.product(name: "ViewModelShell", package: engine.lastPathComponent)]),
        .executableTarget(name: "loansh", dependencies: ["Loans", .product(name: "ViewModelShell", package: engine.lastPathComponent)]),
        .testTarget(name: "LoansTests", dependencies: ["Loans", .product(name: "ViewModelShell", package: engine.lastPathComponent)]),
    ]
)
