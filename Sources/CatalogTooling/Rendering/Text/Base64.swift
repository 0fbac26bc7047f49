/// Standard base64 (RFC 4648, with padding) of `bytes`, for `data:` URIs.
func base64(_ bytes: some Collection<UInt8>) -> String {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
    var out = ""
    var iterator = bytes.makeIterator()
    while let first = iterator.next() {
        let second = iterator.next(), third = iterator.next()
        let group = UInt32(first) << 16 | UInt32(second ?? 0) << 8 | UInt32(third ?? 0)
        out.append(alphabet[Int(group >> 18 & 63)])
        out.append(alphabet[Int(group >> 12 & 63)])
        out.append(second == nil ? "=" : alphabet[Int(group >> 6 & 63)])
        out.append(third == nil ? "=" : alphabet[Int(group & 63)])
    }
    return out
}
