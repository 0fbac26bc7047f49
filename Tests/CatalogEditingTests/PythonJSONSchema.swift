import Foundation
import Testing

/// Python's `jsonschema` (https://python-jsonschema.readthedocs.io), an implementation of JSON
/// Schema independent of this package: the reference the tests check the schemas and the tool
/// against. `.ci/run` installs it; a machine without it fails these tests rather than skipping them.
enum PythonJSONSchema {
    /// Checks `schema` against the draft 2020-12 meta-schema; the error, or nil.
    static func metaSchemaError(of schema: String) throws -> String? {
        let script = """
            import json, sys, jsonschema
            try:
                jsonschema.Draft202012Validator.check_schema(json.loads(sys.stdin.read()))
                print("ok")
            except jsonschema.exceptions.SchemaError as error:
                print(error.message)
            """
        let output = try run(script, arguments: [], input: schema).trimmingCharacters(in: .whitespacesAndNewlines)
        return output == "ok" ? nil : output
    }

    /// For each of `instances` (JSON texts), the messages of every error draft 2020-12
    /// validation against `schema` finds, each prefixed with its path (`tracks/0/at: …`); an
    /// empty list for a valid instance.
    static func errors(of instances: [String], against schema: String) throws -> [[String]] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("jsonschema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let schemaFile = folder.appendingPathComponent("schema.json")
        let instancesFile = folder.appendingPathComponent("instances.json")
        try Data(schema.utf8).write(to: schemaFile)
        try Data(("[" + instances.joined(separator: ",\n") + "]").utf8).write(to: instancesFile)
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            validator = jsonschema.Draft202012Validator(schema)
            results = []
            for instance in json.load(open(sys.argv[2])):
                results.append(["/".join(str(step) for step in error.absolute_path) + ": " + error.message
                                for error in validator.iter_errors(instance)])
            print(json.dumps(results))
            """
        let output = try run(script, arguments: [schemaFile.path, instancesFile.path], input: "")
        let decoded = try JSONDecoder().decode([[String]].self, from: Data(output.utf8))
        #expect(decoded.count == instances.count)
        return decoded
    }

    private static func run(_ script: String, arguments: [String], input: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script] + arguments
        let inputPipe = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = inputPipe
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        inputPipe.fileHandleForWriting.write(Data(input.utf8))
        try inputPipe.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(
            process.terminationStatus == 0,
            "python3 with jsonschema failed (pip install jsonschema; .ci/run installs it): \(errorText)")
        return String(decoding: data, as: UTF8.self)
    }
}
