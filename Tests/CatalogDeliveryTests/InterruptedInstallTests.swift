import Foundation
import PresetCatalog
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `kill -9` of a process in the middle of `install`: the next `LiveCatalog` on the storage
/// directory opens the old catalog or the new one, never a broken one, and cleans up. Twenty
/// kills, two at each step of the install; each lands where the child (install-interruption)
/// says it is, because the kill is sent only after the child has written which step it reached
/// and stopped there.
@Suite(.serialized, .onOwnThreads) struct InterruptedInstallTests {
    /// The steps in the order an install takes them, each with the version the next launch must
    /// use after a kill there: the old one (1) until the new manifest has its final name, the
    /// new one (2) from then on (worked out from the install's design: the manifest is the
    /// commit point).
    static let expectations: [(step: String, version: Int)] = [
        ("verified", 1), ("wroteHalfTheCatalog", 1), ("wroteTheCatalog", 1), ("placedTheCatalog", 1), ("openedTheCatalog", 1),
        ("wroteTheManifest", 1), ("placedTheManifest", 2), ("recordedTheVersion", 2), ("switched", 2), ("removedAnOldFile", 2),
    ]

    static let trials = (expectations + expectations).enumerated().map {
        Trial(number: $0.offset + 1, step: $0.element.step, version: $0.element.version)
    }

    struct Trial: CustomStringConvertible, Sendable {
        let number: Int
        let step: String
        let version: Int
        var description: String { "kill \(number) at \(step)" }
    }

    @Test func everyStepOfTheInstallIsCovered() {
        #expect(Set(Self.expectations.map(\.step)) == Set(InstallStep.allCases.map(\.rawValue)))
        #expect(Self.trials.count == 20)
    }

    @Test(arguments: trials)
    func aKillInsideAnInstallLeavesTheOldOrTheNewCatalog(_ trial: Trial) throws {
        let fixture = try DeliveryFixture()
        let first = try fixture.publish(1)
        let second = try fixture.publish(2)
        try fixture.live().install(manifest: first.manifest, catalog: first.catalog)
        let manifestFile = fixture.path("manifest-2.json")
        let catalogFile = fixture.path("catalog-2.sqlite")
        try second.manifest.write(to: URL(fileURLWithPath: manifestFile))
        try second.catalog.write(to: URL(fileURLWithPath: catalogFile))

        let child = Process()
        child.executableURL = try #require(Self.executable, "install-interruption not found next to the tests")
        child.arguments = [fixture.storage, fixture.bundled, fixture.publicKey, manifestFile, catalogFile, trial.step]
        let output = Pipe()
        child.standardOutput = output
        try child.run()
        let line = Self.firstLine(of: output.fileHandleForReading)
        #expect(line == "at \(trial.step)", "the child did not stop at \(trial.step): \(line)")
        kill(child.processIdentifier, SIGKILL)
        child.waitUntilExit()
        #expect(child.terminationReason == .uncaughtSignal && child.terminationStatus == SIGKILL)

        let live = try fixture.live()
        #expect(live.version == trial.version)
        #expect(try live.markers == [DeliveryFixture.marker(trial.version)])
        _ = try live.library.animator(named: DeliveryFixture.marker(trial.version), context: PresetContext())
        // The launch left the catalog in use and nothing else.
        let v = trial.version
        #expect(try fixture.storageNames() == [".lock", "catalog-v\(v).json", "catalog-v\(v).sqlite", "highest-version"])
        #expect(try String(contentsOfFile: fixture.storage + "/highest-version", encoding: .utf8) == "\(v)\n")
    }

    /// The first line the child writes (reads byte by byte so nothing after it is waited for).
    private static func firstLine(of handle: FileHandle) -> String {
        var bytes: [UInt8] = []
        while true {
            let chunk = handle.readData(ofLength: 1)
            guard let byte = chunk.first, byte != 0x0A else { break }
            bytes.append(byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The install-interruption executable, in the build products directory next to the tests.
    static let executable: URL? = {
        var directories = Bundle.allBundles.filter { $0.bundleURL.pathExtension == "xctest" }.map {
            $0.bundleURL.deletingLastPathComponent()
        }
        directories.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        directories.append(packageRoot.appendingPathComponent(".build/debug"))
        return directories.map { $0.appendingPathComponent("install-interruption") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()
}
