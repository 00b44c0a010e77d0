// The library an app adopts: `import ViewModelShell` gives the display interface (display
// values, schemas, registrations, typed command declarations), the shell, the line editor,
// the golden harness and the program entry (`ShellProgram`). docs/adopting.md shows the way.
@_exported import DisplayInterface
@_exported import GoldenHarness
@_exported import LineEditor
@_exported import Shell
@_exported import ShellProgram
@_exported import SystemPackage
