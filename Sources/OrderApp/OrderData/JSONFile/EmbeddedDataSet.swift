/// The default data set, compiled into the binary from Fixtures/default-data.json
/// (a SwiftPM resource embedded in code), so it is found from any working directory.
enum EmbeddedDataSet {
    static let name = "embedded data set"
    static var bytes: [UInt8] { PackageResources.default_data_json }

    /// The data set, decoded once per process: it never changes, and every session
    /// (each golden case has its own) would otherwise parse the same bytes again.
    static let decoded: Result<DataSet, DataFileError> = Result { () throws(DataFileError) in
        try DataFileDecoder.decode(bytes, file: name)
    }
}
