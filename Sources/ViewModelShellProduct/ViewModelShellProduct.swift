// The engine's library product as this repository's root vends it, for an adopter that
// names the repository by URL (SwiftPM reads only a repository's root manifest): it
// resolves the order app's dependencies too (GRDB is fetched, not built). An adopter that
// depends on the `Engine` folder by path resolves only the engine's (docs/adopting.md).
@_exported import ViewModelShell
