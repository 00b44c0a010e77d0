/// The version `ordersh --version` prints.
enum OrdershVersion {
    static let current = "0.1.0"
}
