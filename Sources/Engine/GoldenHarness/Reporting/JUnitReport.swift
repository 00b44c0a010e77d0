/// The results as JUnit XML (`--junit FILE`), which CI services show as a test report.
enum JUnitReport {
    /// `suite` names the report (`ordersh test`).
    static func render(_ results: [CaseResult], obsolete: [String], strict: Bool, suite: String, scriptSuffix: String) -> String {
        let failures = results.filter(\.failed).count + (strict ? obsolete.count : 0)
        let skipped = results.filter { if case .skipped = $0.verdict { true } else { false } }.count
        let total = results.count + (strict ? obsolete.count : 0)
        let seconds = seconds(results.reduce(0) { $0 + $1.run.nanoseconds })
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<testsuites name="\#(escape(suite))" tests="\#(total)" failures="\#(failures)" skipped="\#(skipped)" time="\#(seconds)">"#,
            #"  <testsuite name="golden" tests="\#(total)" failures="\#(failures)" skipped="\#(skipped)" time="\#(seconds)">"#,
        ]
        for result in results {
            let name = escape(result.goldenCase.name)
            let open = #"    <testcase classname="golden" name="\#(name)" time="\#(Self.seconds(result.run.nanoseconds))""#
            switch result.verdict {
            case .passed:
                lines.append(open + "/>")
            case .skipped(let reason):
                lines += [open + ">", #"      <skipped message="\#(escape(reason))"/>"#, "    </testcase>"]
            case .failed(let failure):
                lines += [
                    open + ">",
                    #"      <failure message="\#(escape(failure.message))">\#(escape(failure.rendered(color: false)))</failure>"#,
                    "    </testcase>",
                ]
            }
        }
        if strict {
            for path in obsolete {
                lines += [
                    #"    <testcase classname="golden" name="\#(escape(path))" time="0">"#,
                    #"      <failure message="obsolete: no \#(escape(scriptSuffix)) beside it"/>"#,
                    "    </testcase>",
                ]
            }
        }
        lines += ["  </testsuite>", "</testsuites>", ""]
        return lines.joined(separator: "\n")
    }

    private static func seconds(_ nanoseconds: Int64) -> String {
        let micro = nanoseconds / 1_000
        let fraction = String(micro % 1_000_000)
        return "\(micro / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count) + fraction
    }

    /// `text` safe in XML attributes and content; characters XML 1.0 forbids become `?`.
    static func escape(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "\n", "\t": escaped.unicodeScalars.append(scalar)
            case "\r": escaped += "&#13;"
            case _ where scalar.value < 0x20: escaped += "?"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
