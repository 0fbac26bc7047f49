import Foundation
import PropertyBased
import TestSupport
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

extension CommandLineSuite {
    /// Random geometry — the extremes of a `Double` (±1e300, 5e-324, −0), text that is no
    /// finite number (NaN, ∞, 1e999, hexadecimal, nothing), values on either side of every
    /// bound, ordinary values — given to every output format of `preview` (table, JSON, CSV,
    /// SVG, HTML) and `export` (JSON, CSS, HTML) through the built tool. Every run ends by
    /// exiting 0, 64 or 65 (66 for `export` of a menu's name; never a signal), within ``HostileWorkspace``'s time and memory
    /// budgets (its own `rusage`); a refusal prints one line on stderr and nothing on stdout; a
    /// success prints a document that parses (JSON, SVG); a value outside the documented bounds
    /// is always refused as usage (64); and the catalog file is left byte for byte as it was.
    @Suite struct HostileGeometryPropertyTests {
        /// How many random geometries are tried, each with all eight formats
        /// (`RELIABILITY_GEOMETRY_CASES`, default 16: 128 runs).
        static let caseCount = ProcessInfo.processInfo.environment["RELIABILITY_GEOMETRY_CASES"].flatMap(Int.init) ?? 16

        /// The kinds of number the geometry options take, with their bounds as
        /// docs/RELIABILITY.md's Limits table states them (worked out here, not by the tool's code).
        enum Kind {
            /// An offset or a position: |x| ≤ 1,000,000.
            case coordinate
            /// A size: 0.01 … 1,000,000.
            case size
            /// A range's step: any finite number (0 and the step count are usage rules of their own).
            case step

            /// Values the bounds accept, the extremes first, then ordinary ones.
            func legal(using rng: inout some RandomNumberGenerator) -> String {
                let extremes: [String] =
                    switch self {
                    case .coordinate: ["5e-324", "-5e-324", "-0", "0", "1000000", "-1000000", "1e-10", "999999.9999999999", "-0.01"]
                    case .size: ["0.01", "1000000", "0.010000000000000002", "999999.9999999999", "0.5"]
                    case .step: ["5e-324", "1e300", "-1e300", "0.01", "1000000", "-1"]
                    }
                switch Int.random(in: 0..<3, using: &rng) {
                case 0: return extremes.randomElement(using: &rng)!
                case 1:
                    return
                        "\(self == .size ? Double.random(in: 0.01...2_000, using: &rng) : Double.random(in: -2_000...2_000, using: &rng))"
                default:
                    let magnitude = pow(10, Double.random(in: (self == .size ? -2 : -30)...6, using: &rng))
                    return "\(self == .size || Bool.random(using: &rng) ? magnitude : -magnitude)"
                }
            }

            /// Values the bounds refuse: beyond them, just past them, or no finite number at all.
            func illegal(using rng: inout some RandomNumberGenerator) -> String {
                let common = ["1e300", "-1e300", "1000000.0000000001", "1.7976931348623157e308", "nan", "inf", "-inf", "1e999", "0x10", ""]
                let own: [String] =
                    switch self {
                    case .coordinate: ["1e15", "-1e15", "-1000000.0000000001"]
                    case .size: ["0", "-0", "5e-324", "0.0099", "-1", "1e-10", "0.009999999999999998"]
                    case .step: []
                    }
                return ((self == .step ? ["nan", "inf", "-inf", "1e999", "0x10", ""] : common) + own).randomElement(using: &rng)!
            }
        }

        /// The geometry options of one case.
        struct Geometry: CustomStringConvertible {
            var arguments: [String] = []
            /// Whether every value lies inside its bound (else exactly one does not).
            var inBounds = true
            /// Whether `--offsets` is a FROM:TO:STEP range (whose count and step are usage rules
            /// of their own, not bounds).
            var hasRange = false
            var hasItemFrame = false
            var description: String { arguments.joined(separator: " ") }
        }

        /// Some geometry options, every value within its bound; in half the cases, one value
        /// (chosen at random) outside it.
        static func geometry(using rng: inout some RandomNumberGenerator) -> Geometry {
            var options: [(option: String, kinds: [Kind], separator: String)] = []
            if Bool.random(using: &rng) {
                options.append(
                    Int.random(in: 0..<4, using: &rng) == 0
                        ? ("--offsets", [.coordinate, .coordinate, .step], ":")
                        : ("--offsets", Array(repeating: .coordinate, count: Int.random(in: 1...4, using: &rng)), ","))
            }
            if Bool.random(using: &rng) { options.append(("--item-frame", [.coordinate, .size], ",")) }
            if Bool.random(using: &rng) { options.append(("--viewport", [.size, .size], "x")) }
            if Bool.random(using: &rng) { options.append(("--row-height", [.size], "")) }
            if Bool.random(using: &rng) { options.append(("--header-height", [.size], "")) }
            var values = options.map { option in option.kinds.map { $0.legal(using: &rng) } }
            var geometry = Geometry()
            if !options.isEmpty, Bool.random(using: &rng) {
                let option = Int.random(in: 0..<options.count, using: &rng)
                let slot = Int.random(in: 0..<options[option].kinds.count, using: &rng)
                values[option][slot] = options[option].kinds[slot].illegal(using: &rng)
                geometry.inBounds = false
            }
            for (option, texts) in zip(options, values) {
                geometry.arguments += [option.option, texts.joined(separator: option.separator)]
            }
            geometry.hasRange = options.contains { $0.separator == ":" }
            geometry.hasItemFrame = options.contains { $0.option == "--item-frame" }
            return geometry
        }

        struct Case: CustomStringConvertible {
            let subject: String
            let geometry: Geometry
            var description: String { "\(subject) \(geometry)" }
        }

        /// Presets of every timeline and kind, and a menu (which `export` refuses as a menu).
        static let subjects = [
            "fade-up", "parade-image", "stretch-header", "path-header-layers", "aeris-cell-background", "zoom-in", "aeris-map-layers",
        ]

        static let formats: [(command: String, format: String)] = [
            ("preview", "table"), ("preview", "json"), ("preview", "csv"), ("preview", "svg"), ("preview", "html"),
            ("export", "json"), ("export", "css"), ("export", "html"),
        ]

        @Test func everyFormatRefusesOrRendersRandomGeometryWithinItsBudgets() async throws {
            let workspace = try HostileWorkspace()
            let bytes = try Data(contentsOf: URL(fileURLWithPath: workspace.catalog))
            let listing = try workspace.directory.listing()
            let cases = Generator<Case, Shrink.None<Case>> { rng in
                Case(subject: Self.subjects.randomElement(using: &rng)!, geometry: Self.geometry(using: &rng))
            }
            let tally = Tally()
            await propertyCheck(count: Self.caseCount, input: cases) { testCase in
                for (command, format) in Self.formats {
                    let arguments = [command, testCase.subject, "--format", format] + testCase.geometry.arguments
                    guard let result = try? workspace.run(arguments) else {
                        Issue.record("\(arguments): could not run")
                        continue
                    }
                    Self.check(result, arguments, testCase, command: command, format: format)
                    tally.add(result)
                }
            }
            print("reliability: \(Self.caseCount) random geometries × \(Self.formats.count) formats: \(tally)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: workspace.catalog)) == bytes, "the catalog file changed")
            #expect(try workspace.directory.listing() == listing)
        }

        /// What the runs did: how many ended with each exit code, the slowest and the largest.
        final class Tally: CustomStringConvertible, @unchecked Sendable {
            private let lock = NSLock()
            private var exits: [Int32: Int] = [:]
            private var slowest = 0.0
            private var largest = 0

            func add(_ result: MeasuredResult) {
                lock.lock()
                defer { lock.unlock() }
                exits[result.exitCode, default: 0] += 1
                slowest = max(slowest, result.seconds)
                largest = max(largest, result.peakMemory)
            }

            var description: String {
                lock.lock()
                defer { lock.unlock() }
                let codes = exits.sorted { $0.key < $1.key }.map { "exit \($0.key) × \($0.value)" }.joined(separator: ", ")
                return "\(codes); slowest \((slowest * 100).rounded() / 100) s, largest \(largest / 1_048_576) MB"
            }
        }

        static func check(_ result: MeasuredResult, _ arguments: [String], _ testCase: Case, command: String, format: String) {
            let shown = arguments.joined(separator: " ")
            #expect(result.signal == nil && !result.timedOut, "\(shown): signal \(result.signal ?? 0)")
            // `export` takes a preset: the menu's name is no preset (66) or refused as a menu (64).
            let codes: Set<Int32> = command == "export" && testCase.subject == "aeris-map-layers" ? [64, 66] : [0, 64, 65]
            #expect(codes.contains(result.exitCode), "\(shown): exit \(result.exitCode): \(result.standardError)")
            #expect(result.seconds < HostileWorkspace.secondsBudget, "\(shown): \(result.seconds) s")
            #expect(result.peakMemory < HostileWorkspace.memoryBudget, "\(shown): \(result.peakMemory / 1_048_576) MB")
            if !testCase.geometry.inBounds {
                #expect(result.exitCode == 64, "\(shown): a value outside the bounds gave exit \(result.exitCode)")
            } else if !testCase.geometry.hasRange {
                let optionsMisplaced =
                    (command == "export"
                        && (format == "json" ? !testCase.geometry.arguments.isEmpty : testCase.subject == "aeris-map-layers"))
                    || (testCase.subject == "aeris-map-layers" && testCase.geometry.hasItemFrame)
                #expect((result.exitCode == 64) == optionsMisplaced, "\(shown): exit \(result.exitCode): \(result.standardError)")
            }
            guard result.exitCode == 0 else {
                #expect(result.standardOutput.isEmpty, "\(shown): printed \(result.standardOutput.prefix(200))")
                #expect(result.errorLines.count == 1, "\(shown): stderr \(result.standardError.prefix(500))")
                return
            }
            #expect(result.standardError.isEmpty, "\(shown): stderr \(result.standardError.prefix(500))")
            let output = Data(result.standardOutput.utf8)
            switch format {
            case "json": #expect((try? JSONSerialization.jsonObject(with: output)) != nil, "\(shown): not JSON")
            case "svg": #expect(XMLParser(data: output).parse(), "\(shown): not well-formed XML")
            case "html": #expect(result.standardOutput.hasPrefix("<!DOCTYPE html>") && !result.standardOutput.contains("file:"))
            default: #expect(!output.isEmpty)
            }
        }
    }
}
