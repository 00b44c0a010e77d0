import ViewModelShell

await ShellProgram(app: LoansApp()).run()
