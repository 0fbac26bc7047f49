import GRDB
import ParallaxEngine

/// Writes a preset definition's Parade states as rows (`preset_states`, `state_values`) and
/// reads them back.
enum PresetStateRows {
    /// The sides of a view's states as `state_values.side` names them.
    private enum Side: String {
        case start, end, startEnd, rest
    }

    /// Inserts `states` under the preset row `presetID`; constraint failures name the field,
    /// e.g. `states[0].start.alpha.range`.
    static func insert(_ states: [PresetDefinition.TargetStates], presetID: Int64, owner: String, in db: Database) throws {
        let insertState = try db.cachedStatement(
            sql: "INSERT INTO preset_states (preset_id, position, target, color_space) VALUES (?, ?, ?, ?)")
        let insertValue = try db.cachedStatement(
            sql: """
                INSERT INTO state_values (state_id, side, property, value_number, value_expression, value_color,
                    is_underlying, easing, range_lo, range_hi)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
        for (position, target) in states.enumerated() {
            let path = "states[\(position)]"
            try db.withConstraintMessages(owner: owner, path: path) {
                try insertState.execute { row in
                    row.bind(presetID)
                    row.bind(position)
                    row.bind(target.target)
                    row.bind(target.colorSpace?.rawValue)
                }
            }
            let stateID = db.lastInsertedRowID
            func insert(_ side: Side, _ property: String, _ value: PresetDefinition.Value?, easing: String?, range: ProgressRange?) throws {
                let columns = ValueColumns(value)
                try db.withConstraintMessages(owner: owner, path: "\(path).\(side.rawValue).\(property)") {
                    try insertValue.execute { row in
                        row.bind(stateID)
                        row.bind(side.rawValue)
                        row.bind(property)
                        row.bind(columns.number)
                        row.bind(columns.expression)
                        row.bind(columns.color)
                        row.bind(value == nil ? Int64(1) : nil)
                        row.bind(easing)
                        row.bind(range?.lower)
                        row.bind(range?.upper)
                    }
                }
            }
            for (side, values) in [(Side.start, target.start), (.end, target.end), (.startEnd, target.startEnd)] {
                for (property, state) in values.sorted(by: { $0.key < $1.key }) {
                    try insert(side, property, state.value, easing: state.easing, range: state.range)
                }
            }
            for (property, rest) in target.rest.sorted(by: { $0.key < $1.key }) {
                switch rest {
                case .value(let value): try insert(.rest, property, value, easing: nil, range: nil)
                case .underlying: try insert(.rest, property, nil, easing: nil, range: nil)
                }
            }
        }
    }

    // The reads' SQL, written once (a cached statement is found by its text).
    private static let selectStates =
        "SELECT \(PresetStateRecord.columns) FROM preset_states WHERE preset_id = ? ORDER BY position"
    private static let selectValues = """
        SELECT \(StateValueRecord.columns) FROM state_values JOIN preset_states ON preset_states.id = state_values.state_id
        WHERE preset_states.preset_id = ?
        """

    /// The states of the preset row `presetID`, in their order.
    static func states(presetID: Int64, owner: String, in db: Database) throws -> [PresetDefinition.TargetStates] {
        var states: [PresetStateRecord] = []
        try db.cachedStatement(sql: Self.selectStates).forEachRow(binding: { $0.bind(presetID) }, owner: owner) {
            states.append(try PresetStateRecord(columns: $0))
        }
        guard !states.isEmpty else { return [] }
        var values: [StateValueRecord] = []
        try db.cachedStatement(sql: Self.selectValues).forEachRow(binding: { $0.bind(presetID) }, owner: owner) {
            values.append(try StateValueRecord(columns: $0))
        }
        let valuesByState = Dictionary(grouping: values, by: \.stateID)
        return try states.map { state in
            var target = PresetDefinition.TargetStates(
                target: state.target,
                colorSpace: try state.colorSpace.map { try decodedEnum(ColorSpace.self, $0, field: "colorSpace", owner: owner) })
            for row in valuesByState[state.id] ?? [] {
                switch try decodedEnum(Side.self, row.side, field: "side", owner: owner) {
                case .start: target.start[row.property] = try stateValue(row, owner: owner)
                case .end: target.end[row.property] = try stateValue(row, owner: owner)
                case .startEnd: target.startEnd[row.property] = try stateValue(row, owner: owner)
                case .rest: target.rest[row.property] = try rest(row, owner: owner)
                }
            }
            return target
        }
    }

    /// The value, curve and range a start, end or startEnd row holds.
    private static func stateValue(_ row: StateValueRecord, owner: String) throws -> PresetDefinition.StateValue {
        guard let value = row.value else {
            throw PresetDatabaseError.invalidField(owner: owner, field: "states \(row.side) \(row.property)", problem: "is missing")
        }
        return PresetDefinition.StateValue(value: value, easing: row.easing, range: progressRange(row.rangeLo, row.rangeHi))
    }

    /// The resting value a rest row holds: "underlying" when flagged so, else its value.
    private static func rest(_ row: StateValueRecord, owner: String) throws -> PresetDefinition.Rest {
        guard let rest = row.isUnderlying != nil ? .underlying : row.value.map(PresetDefinition.Rest.value) else {
            throw PresetDatabaseError.invalidField(owner: owner, field: "states rest \(row.property)", problem: "is missing")
        }
        return rest
    }
}

extension StateValueRecord {
    /// The value of the row's value columns, or nil when none is set.
    fileprivate var value: PresetDefinition.Value? {
        ValueColumns(number: valueNumber, expression: valueExpression, color: valueColor).value
    }
}

/// A value as the three nullable value columns of `keyframes` and `state_values` hold it.
struct ValueColumns {
    var number: Double?
    var expression: String?
    var color: String?

    init(number: Double?, expression: String?, color: String?) {
        self.number = number
        self.expression = expression
        self.color = color
    }

    init(_ value: PresetDefinition.Value?) {
        switch value {
        case .number(let number): self.number = number
        case .expression(let text): expression = text
        case .color(let text): color = text
        case nil: break
        }
    }

    /// The value the columns hold, or nil when none is set.
    var value: PresetDefinition.Value? {
        if let number { return .number(number) }
        if let expression { return .expression(expression) }
        if let color { return .color(color) }
        return nil
    }
}
