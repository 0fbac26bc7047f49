import Foundation
import TestSupport
import Testing

/// `preset-manager studio` as a separate process on a loopback port, spoken to over real sockets:
/// its line, its refusals, its answers compared byte for byte with the CLI's, the lost-update
/// race, an event after a CLI edit, bad bodies, and a clean stop on SIGTERM.
@Suite(.serialized, .onOwnThreads) struct BuiltToolTests {
    @Test func itPrintsOneLineAndStopsCleanlyOnSIGTERMFinishingRequestsInFlight() async throws {
        let studio = try StudioProcess()
        let events = try RawHTTP.connection(port: studio.port, timeout: 10)
        defer { events.close() }
        try events.write(
            Data("GET /api/events HTTP/1.1\r\nHost: 127.0.0.1:\(studio.port)\r\nAuthorization: Bearer \(studio.token)\r\n\r\n".utf8))
        let opening = try #require(try events.read())
        #expect(String(decoding: opening, as: UTF8.self).contains("text/event-stream"))
        // A request in flight when the signal comes (a menu at 10,000 offsets takes a while) is
        // answered in full.
        let slow = try RawHTTP.connection(port: studio.port, timeout: 60)
        defer { slow.close() }
        let body = "{\"menu\": \"aeris-map-layers\", \"offsets\": \"0:9999:1\"}"
        try slow.write(
            Data(
                ("POST /api/preview HTTP/1.1\r\nHost: 127.0.0.1:\(studio.port)\r\nAuthorization: Bearer \(studio.token)\r\n"
                    + "Connection: close\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)").utf8))
        try await Task.sleep(for: .milliseconds(300))
        let stopped = try await studio.stop(timeout: .seconds(60))
        #expect(stopped.status == 0, "stderr: \(stopped.errors)")
        #expect(stopped.laterOutput.isEmpty, "more on stdout: \(stopped.laterOutput)")
        // The stream in flight was finished, not cut: its chunked body ends with the last chunk.
        let rest = try events.readToEnd()
        #expect(String(decoding: opening + rest, as: UTF8.self).hasSuffix("0\r\n\r\n"))
        let answer = try RawHTTP.parse(slow.readToEnd())
        #expect(answer.status == 200)
        let frames = (try JSONSerialization.jsonObject(with: answer.body) as? [String: Any])?["frames"] as? [Any]
        #expect(frames?.count == 10_000)
    }

    #if os(Linux)
        /// `--open` hands `xdg-open` a launch page that only this user can read and that moves on
        /// to the address, so the token is on no command line; the page goes when the studio
        /// stops. When the opener fails the studio says so on stderr and serves on.
        @Test func openHandsALaunchPageToTheOpenerAndNeverFailsTheServer() async throws {
            let bin = try TemporaryDirectory()
            let opened = try await Self.openedAddress(bin: bin)
            let studio = opened.studio
            let address = String(studio.announcement.dropFirst("studio: ".count).dropLast())
            #expect(opened.argument.hasPrefix("file:///"))
            #expect(!opened.argument.contains(studio.token))
            let page = try #require(URL(string: opened.argument))
            let text = try String(contentsOf: page, encoding: .utf8)
            #expect(text.contains("<meta http-equiv=\"refresh\" content=\"0;url=\(address)\">"))
            let attributes = try FileManager.default.attributesOfItem(atPath: page.path)
            #expect((attributes[.posixPermissions] as? Int) == 0o600)
            let folder = try FileManager.default.attributesOfItem(atPath: page.deletingLastPathComponent().path)
            #expect((folder[.posixPermissions] as? Int) == 0o700)
            #expect(try await studio.stop().status == 0)
            #expect(!FileManager.default.fileExists(atPath: page.deletingLastPathComponent().path))

            try Data("#!/bin/sh\nexit 3\n".utf8).write(to: bin.url("xdg-open"))
            let failing = try StudioProcess(arguments: ["--open"], path: bin.path + ":/usr/bin:/bin")
            try await Task.sleep(for: .milliseconds(500))
            #expect(try failing.http.send("GET", "/api/presets", headers: [failing.bearer]).status == 200)
            let stopped = try await failing.stop()
            #expect(stopped.status == 0)
            #expect(stopped.errors.contains("preset-manager: could not open a browser (xdg-open exited with 3); open the address above"))
        }

        /// Starts the built studio with `--open` and an `xdg-open` in `bin` that writes down the
        /// one argument it was given; returns the studio and that argument.
        static func openedAddress(bin: TemporaryDirectory) async throws -> (studio: StudioProcess, argument: String) {
            let opened = bin.url("opened.txt")
            let opener = bin.url("xdg-open")
            try Data("#!/bin/sh\necho \"$1\" > '\(opened.path).part' && mv '\(opened.path).part' '\(opened.path)'\n".utf8)
                .write(to: opener)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: opener.path)
            let studio = try StudioProcess(arguments: ["--open"], path: bin.path + ":/usr/bin:/bin")
            let start = ContinuousClock.now
            while !FileManager.default.fileExists(atPath: opened.path), ContinuousClock.now - start < .seconds(10) {
                try await Task.sleep(for: .milliseconds(20))
            }
            let argument = try String(contentsOf: opened, encoding: .utf8).trimmingCharacters(in: .newlines)
            return (studio, argument)
        }
    #endif

    /// `preset-manager` hands `studio` to `preset-manager-studio` and links no server itself
    /// (its start is what every `presets list` pays for); without the studio beside it, it says
    /// where it looked and the one command that builds and starts it, which is the README's.
    @Test func theToolHandsTheStudioToItsOwnExecutable() throws {
        let tool = try #require(ToolRunner.executable)
        let studio = tool.deletingLastPathComponent().appendingPathComponent("preset-manager-studio")
        let marker = Data("Hummingbird".utf8)
        #expect(try Data(contentsOf: tool, options: .mappedIfSafe).range(of: marker) == nil)
        #expect(try Data(contentsOf: studio, options: .mappedIfSafe).range(of: marker) != nil)

        let alone = try TemporaryDirectory()
        // Copied by cp, a child process: a copy written by this process could leave its file open
        // in a child another test forks meanwhile, and running it then fails with "Text file busy".
        _ = try Shell.output(["cp", tool.path, alone.file("preset-manager")])
        let result = try ToolRunner.run(["studio", "--catalog", alone.file("none.sqlite")], executable: alone.file("preset-manager"))
        #expect(result.exitCode == 66)
        #expect(
            result.standardError
                == "preset-manager: the studio is the executable preset-manager-studio, which is not beside this tool (in \(URL(fileURLWithPath: alone.path).resolvingSymlinksInPath().path)); from the package's folder, swift run preset-manager-studio --open builds and starts it\n"
        )
        let readme = try String(contentsOf: Self.packageFolder.appendingPathComponent("README.md"), encoding: .utf8)
        let commandLines = readme.components(separatedBy: "```sh\n").dropFirst().flatMap {
            $0.components(separatedBy: "\n```")[0].split(separator: "\n")
        }
        #expect(
            commandLines.contains { $0.hasPrefix("swift run preset-manager-studio --open ") },
            "the README gives the command the tool names, in a sh block")
    }

    /// The package's folder (this file is Tests/PresetStudioTests/BuiltToolTests.swift).
    private static let packageFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func theTokenTheHostAndTheOriginAreChecked() async throws {
        let studio = try StudioProcess()
        let http = studio.http
        #expect(try http.send("GET", "/api/presets").status == 401)
        #expect(
            try http.send("GET", "/api/presets", headers: [("Authorization", "Bearer " + String(repeating: "0", count: 64))]).status == 401)
        #expect(try http.send("GET", "/api/presets", headers: [studio.bearer]).status == 200)
        #expect(try http.send("GET", "/api/presets", host: "localhost:\(studio.port)", headers: [studio.bearer]).status == 200)
        for host in ["evil.example:\(studio.port)", "localhost:\(studio.port + 1)", "127.0.0.1", "localhost", "127.0.0.2:\(studio.port)"] {
            let response = try http.send("GET", "/api/presets", host: host, headers: [studio.bearer])
            #expect(response.status == 403, "Host \(host): \(response.text)")
        }
        let page = try http.send("GET", "/?token=\(studio.token)")
        #expect(page.status == 303)
        #expect(page.header("Location") == "/")
        let cookie = try #require(page.header("Set-Cookie")?.split(separator: ";").first.map(String.init))
        #expect(cookie == "preset-studio-token-\(studio.port)=\(studio.token)")
        #expect(try http.send("GET", "/", headers: [("Cookie", cookie)]).status == 200)
        let before = try studio.contentHash()
        let foreign = try http.send(
            "DELETE", "/api/presets/fade-up", headers: [("Cookie", cookie), ("Origin", "http://evil.example"), ("If-Match", "*")])
        #expect(foreign.status == 403)
        let noOrigin = try http.send("DELETE", "/api/presets/fade-up", headers: [("Cookie", cookie), ("If-Match", "*")])
        #expect(noOrigin.status == 403)
        #expect(try studio.contentHash() == before)
        let own = try http.send(
            "DELETE", "/api/presets/fade-up",
            headers: [("Cookie", cookie), ("Origin", "http://127.0.0.1:\(studio.port)"), ("If-Match", "\"1\"")])
        #expect(own.status == 204)
        _ = try await studio.stop()
    }

    @Test func showPreviewAndCSSAreByteForByteTheCLIs() async throws {
        let studio = try StudioProcess()
        let http = studio.http
        for name in ["fade-up", "parade-the-end", "stretch-header"] {
            let served = try http.send("GET", "/api/presets/\(name)", headers: [studio.bearer])
            let printed = try studio.cli(["presets", "show", name, "--format", "json"])
            #expect(served.status == 200)
            #expect(served.text == printed.standardOutput, "\(name)")
            #expect(served.header("ETag") == "\"1\"")
        }
        let definition = try studio.cli(["presets", "show", "parade-image", "--format", "json"]).standardOutput
            .replacingOccurrences(of: "\"parade-image\"", with: "\"my-parade\"")
        let file = try studio.write(definition, to: "my-parade.json")
        let cases: [(String, [String])] = [
            ("{\"definition\": \(definition)}", ["preview", "parade-image", "--definition", file]),
            (
                "{\"definition\": \(definition), \"offsets\": \"-100:1300:7\", \"viewport\": \"375x667\", \"rowHeight\": 120, \"itemFrame\": \"900,120\", \"reducedMotion\": true}",
                [
                    "preview", "parade-image", "--definition", file, "--offsets", "-100:1300:7", "--viewport", "375x667", "--row-height",
                    "120",
                    "--item-frame", "900,120", "--reduced-motion",
                ]
            ),
            (
                "{\"preset\": \"stretch-header\", \"offsets\": [-200, -100.5, 0, 50], \"headerHeight\": 200}",
                ["preview", "stretch-header", "--offsets", "-200,-100.5,0,50", "--header-height", "200"]
            ),
            ("{\"menu\": \"aeris-map-layers\", \"offsets\": \"0:900:150\"}", ["preview", "aeris-map-layers", "--offsets", "0:900:150"]),
            (
                "{\"preset\": \"aeris-cell-background\", \"image\": \"radar\", \"rowHeight\": 100}",
                ["preview", "aeris-cell-background", "--image", "radar", "--row-height", "100"]
            ),
        ]
        for (body, arguments) in cases {
            let served = try http.send("POST", "/api/preview", headers: [studio.bearer], body: Data(body.utf8))
            let printed = try studio.cli(arguments + ["--format", "json"])
            #expect(printed.exitCode == 0, "\(arguments): \(printed.standardError)")
            #expect(served.status == 200, "\(body): \(served.text)")
            #expect(served.text == printed.standardOutput, "\(arguments)")
        }
        let css = try http.send(
            "POST", "/api/export/css", headers: [studio.bearer],
            body: Data("{\"preset\": \"stretch-header\", \"reachableOnly\": true, \"viewport\": \"400x800\"}".utf8))
        let printed = try studio.cli(["export", "stretch-header", "--format", "css", "--reachable-only", "--viewport", "400x800"])
        #expect(css.status == 200)
        #expect(css.text == printed.standardOutput)
        _ = try await studio.stop()
    }

    @Test func ofTwoSavesWithTheSameIfMatchExactlyOneWins() async throws {
        let studio = try StudioProcess()
        let definition = try studio.cli(["presets", "show", "fade-up", "--format", "json"]).standardOutput
        for round in 1...8 {
            let bodies = [0.25, 0.75].map {
                Data(definition.replacingOccurrences(of: "\"summary\": \"", with: "\"summary\": \"\(round) \($0) ").utf8)
            }
            let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
                for body in bodies {
                    group.addTask {
                        try studio.http.send(
                            "PUT", "/api/presets/fade-up", headers: [studio.bearer, ("If-Match", "\"\(round)\"")], body: body
                        ).status
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(statuses.sorted() == [200, 412], "round \(round)")
        }
        let history = try studio.cli(["presets", "history", "fade-up", "--format", "json"]).standardOutput
        let revisions = try #require(try JSONSerialization.jsonObject(with: Data(history.utf8)) as? [[String: Any]])
        #expect(revisions.count == 9)
        _ = try await studio.stop()
    }

    @Test func anEditByTheCLIReachesTheEventStreamWithinASecond() async throws {
        let studio = try StudioProcess()
        let events = try RawHTTP.connection(port: studio.port, timeout: 5)
        defer { events.close() }
        try events.write(
            Data("GET /api/events HTTP/1.1\r\nHost: 127.0.0.1:\(studio.port)\r\nAuthorization: Bearer \(studio.token)\r\n\r\n".utf8))
        var received = try #require(try events.read())
        while !String(decoding: received, as: UTF8.self).contains("retry: 1000") { received += try #require(try events.read()) }
        let definition = try studio.cli(["presets", "show", "zoom-in", "--format", "json"]).standardOutput
            .replacingOccurrences(of: "\"summary\": \"", with: "\"summary\": \"edited: ")
        let file = try studio.write(definition, to: "zoom-in.json")
        let edited = try studio.cli(["presets", "update", "zoom-in", "--file", file])
        #expect(edited.exitCode == 0, "\(edited.standardError)")
        let saved = ContinuousClock.now
        let expected = "event: catalog\nid: 1\ndata: {\"action\":\"updated\",\"kind\":\"preset\",\"name\":\"zoom-in\",\"revision\":2}\n\n"
        while !String(decoding: received, as: UTF8.self).contains(expected) {
            received += try #require(try events.read(), "the stream ended")
            try #require(ContinuousClock.now - saved < .seconds(1), "no event within 1 s: \(String(decoding: received, as: UTF8.self))")
        }
        #expect(ContinuousClock.now - saved < .seconds(1))
        _ = try await studio.stop()
    }

    @Test func badBodiesAreRefusedWithTheCatalogUnchanged() async throws {
        let studio = try StudioProcess()
        let http = studio.http
        let before = try studio.contentHash()
        let write = [studio.bearer, ("If-Match", "\"1\"")]
        let tenMegabytes = Data(repeating: UInt8(ascii: " "), count: 10_000_000)
        let cases: [(String, String, Data, Int)] = [
            ("POST", "/api/presets", Data("not json".utf8), 400),
            ("PUT", "/api/presets/fade-up", Data("{\"name\": \"fade-up\",".utf8), 400),
            ("PUT", "/api/presets/fade-up", Data([0xFF, 0xFE, 0x7B]), 400),
            ("POST", "/api/presets", Data("{\"name\": 5, \"kind\": \"entrance\"}".utf8), 422),
            ("PUT", "/api/presets/fade-up", Data("{\"name\": \"fade-up\", \"tracks\": \"none\"}".utf8), 422),
            ("POST", "/api/presets/fade-up/rename", Data("{\"to\": [\"x\"]}".utf8), 400),
            ("POST", "/api/presets/fade-up/revert", Data("{\"to\": \"1\"}".utf8), 400),
            ("POST", "/api/preview", Data("{\"preset\": \"fade-up\", \"offsets\": {\"from\": 0}}".utf8), 400),
            ("POST", "/api/presets", tenMegabytes, 413),
            ("PUT", "/api/presets/fade-up", tenMegabytes, 413),
            ("POST", "/api/preview", tenMegabytes, 413),
        ]
        for (method, path, body, status) in cases {
            let response = try http.send(method, path, headers: write, body: body)
            #expect(response.status == status, "\(method) \(path) (\(body.count) bytes): \(response.text)")
            let error = (try JSONSerialization.jsonObject(with: response.body) as? [String: Any])?["error"] as? [String: String]
            #expect(error?["message"]?.isEmpty == false, "\(response.text)")
        }
        #expect(try studio.contentHash() == before)
        _ = try await studio.stop()
    }

    @Test func twentyClientsSavingDifferentPresetsLoseNothing() async throws {
        let studio = try StudioProcess()
        let names = (0..<20).map { "fade-\($0)" }
        let definition = try studio.cli(["presets", "show", "fade-up", "--format", "json"]).standardOutput
        for name in names { #expect(try studio.cli(["presets", "copy", "fade-up", name]).exitCode == 0) }
        let statuses = try await withThrowingTaskGroup(of: [Int].self) { group in
            for name in names {
                group.addTask {
                    var statuses: [Int] = []
                    for save in 1...5 {
                        let body = definition.replacingOccurrences(of: "\"fade-up\"", with: "\"\(name)\"")
                            .replacingOccurrences(of: "\"summary\": \"", with: "\"summary\": \"save \(save) ")
                        let response = try studio.http.send(
                            "PUT", "/api/presets/\(name)", headers: [studio.bearer, ("If-Match", "\"\(save)\"")], body: Data(body.utf8))
                        statuses.append(response.status)
                    }
                    return statuses
                }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }
        #expect(statuses.count == 100)
        #expect(statuses.allSatisfy { $0 == 200 }, "\(statuses.filter { $0 != 200 })")
        for name in names {
            #expect(
                try Shell.output(["sqlite3", "-readonly", studio.catalog, "SELECT revision, summary FROM presets WHERE name = '\(name)'"])
                    .hasPrefix("6|save 5 "))
        }
        _ = try await studio.stop()
    }

    @Test func aReadOnlyStudioRefusesChangesAndSeesTheCLIs() async throws {
        let studio = try StudioProcess(arguments: ["--read-only"])
        let definition = try studio.cli(["presets", "show", "fade-up", "--format", "json"]).standardOutput
        let before = try studio.contentHash()
        let refused = try studio.http.send(
            "PUT", "/api/presets/fade-up", headers: [studio.bearer, ("If-Match", "\"1\"")], body: Data(definition.utf8))
        #expect(refused.status == 403)
        #expect(try studio.contentHash() == before)
        let file = try studio.write(definition.replacingOccurrences(of: "\"summary\": \"", with: "\"summary\": \"cli "), to: "fade-up.json")
        #expect(try studio.cli(["presets", "update", "fade-up", "--file", file]).exitCode == 0)
        let shown = try studio.http.send("GET", "/api/presets/fade-up", headers: [studio.bearer])
        #expect(shown.header("ETag") == "\"2\"")
        #expect(shown.text.contains("\"summary\": \"cli "))
        _ = try await studio.stop()
    }
}
