import DisplayInterface
import Testing

@Suite("AppIdentity") struct AppIdentityTests {
    @Test("the defaults come from the name: prompt, extension, history variable, suite")
    func defaults() {
        let identity = AppIdentity(name: "my-app.2é", version: "1.0")
        #expect(identity.prompt == "my-app.2é> ")
        #expect(identity.scriptExtension == "my-app.2é")
        #expect(identity.scriptSuffix == ".my-app.2é")
        #expect(identity.historyVariable == "MY_APP_2É_HISTORY")
        #expect(identity.junitSuiteName == "my-app.2é test")
        #expect(identity.testCommand == "my-app.2é test")
    }

    @Test("values given are kept")
    func given() {
        let identity = AppIdentity(
            name: "loansh", version: "1.0.0", prompt: "loans> ", scriptExtension: "lsh", goldenFolder: "Cases",
            historyVariable: "LOANS_HISTORY")
        #expect(identity.prompt == "loans> ")
        #expect(identity.scriptSuffix == ".lsh")
        #expect(identity.goldenFolder == "Cases")
        #expect(identity.historyVariable == "LOANS_HISTORY")
        #expect(identity.banner == "loansh 1.0.0: type 'help' for commands, Ctrl-D to quit")
    }
}
