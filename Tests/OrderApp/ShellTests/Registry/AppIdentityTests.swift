import DisplayInterface
import Testing

@Suite("AppIdentity") struct AppIdentityTests {
    @Test("the defaults come from the name: prompt, extension, history variable, suite")
    func defaults() {
        let identity = AppIdentity(name: "my-app.2é", version: "1.0")
        #expect(identity.prompt == "my-app.2é> ")
        #expect(identity.scriptExtension == "my-app.2é")
        #expect(identity.scriptSuffix == ".my-app.2é")
        #expect(identity.historyVariable == "MY_APP_2__HISTORY")
        #expect(identity.junitSuiteName == "my-app.2é test")
        #expect(identity.testCommand == "my-app.2é test")
    }

    @Test("the history variable is a name a shell can export: ASCII, not starting with a digit")
    func variableName() {
        #expect(AppIdentity(name: "\u{E9}lan", version: "1").historyVariable == "_LAN_HISTORY")
        #expect(AppIdentity(name: "2fa", version: "1").historyVariable == "_2FA_HISTORY")
        #expect(AppIdentity(name: "a b.c-9", version: "1").historyVariable == "A_B_C_9_HISTORY")
        #expect(AppIdentity(name: "", version: "1").historyVariable == "_HISTORY")
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
