/// `start` moved `fraction` of the way to `end` (`fraction` may lie outside 0…1), always finite
/// for finite arguments: where `end − start` overflows, the weighted sum is used instead, and
/// where the exact result lies beyond the largest `Double` (a steep segment extended far outside
/// its stops), it is held at the largest finite value on that side, as `Easing` does.
@inline(__always)
func interpolate(_ start: Double, _ end: Double, _ fraction: Double) -> Double {
    if fraction == 0 || start == end { return start }
    let value = start + (end - start) * fraction
    if value.isFinite { return value }
    let weighted = start * (1 - fraction) + end * fraction
    if weighted.isFinite { return weighted }
    let heading = (end / 2 - start / 2) * fraction
    return heading < 0 ? -.greatestFiniteMagnitude : .greatestFiniteMagnitude
}
