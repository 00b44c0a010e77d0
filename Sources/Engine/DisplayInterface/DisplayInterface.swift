// The registrations the shell reads (loads, typed commands, layouts, the app's identity),
// over the display product, which every module of the shell sees through this one.
@_exported import ViewModelDisplay
