// swift-tools-version:6.2
// loansh — a second app over the engine: a library's loans, two ViewModels, its own
// prompt, scripts (.lsh) and golden cases. It depends on the engine as any adopter does:
// its ViewModels (Loans) on the display product alone, the program (loansh) on the shell.
import PackageDescription

let package = Package(
    name: "Loans",
    platforms: [.macOS(.v15)],
    products: [.executable(name: "loansh", targets: ["loansh"])],
    dependencies: [.package(name: "ordersh", path: "../..")],
    targets: [
        .target(name: "Loans", dependencies: [.product(name: "ViewModelDisplay", package: "ordersh")]),
        .executableTarget(name: "loansh", dependencies: ["Loans", .product(name: "ViewModelShell", package: "ordersh")]),
        .testTarget(name: "LoansTests", dependencies: ["Loans", "loansh", .product(name: "ViewModelShell", package: "ordersh")]),
    ]
)
