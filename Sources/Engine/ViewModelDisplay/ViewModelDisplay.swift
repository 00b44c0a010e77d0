// What a ViewModel needs to be shown by the shell, and nothing of the shell (shell.md §6):
// the display kinds and schema, @DisplayState, the loading convention and the session
// environment it formats with. It imports Foundation and Observation only, so an app's
// presentation module that builds for iOS can use it. `EchoedValue` cuts a typed value a
// message quotes.
@_exported import EchoedText
