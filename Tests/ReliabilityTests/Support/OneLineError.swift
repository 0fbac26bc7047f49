import Testing

/// Checks that `error`'s text is one non-empty line of reasonable length: what every rejection
/// must look like (a user sees it on a terminal).
func expectOneLine(_ error: any Error, _ context: @autoclosure () -> String = "", sourceLocation: SourceLocation = #_sourceLocation) {
    let text = "\(error)"
    #expect(!text.isEmpty, "empty error \(context())", sourceLocation: sourceLocation)
    let lineBreaks = text.filter(\.isNewline).count
    #expect(lineBreaks == 0, "multi-line error \(text.debugDescription) \(context())", sourceLocation: sourceLocation)
    #expect(text.utf8.count <= 1000, "error of \(text.utf8.count) bytes \(context())", sourceLocation: sourceLocation)
}
