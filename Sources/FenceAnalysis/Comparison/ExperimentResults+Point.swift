import FenceExperiment
import FenceFiles

extension ExperimentResults {
    /// Sweep point `index` (its `points[].index`) as the results of a plain run, for `fencesim compare
    /// FILE#point=K`: that point's summaries and rows (as point 0, no sweep), and the scenario as that point
    /// ran it — the echoed document without its `sweep` section, each swept path set to the point's value
    /// (`a.b.c`, or `strategies[LABEL].p`: the strategy by label, name or index, `p` under its `parameters`
    /// unless the strategy object holds it itself). A swept path the document cannot hold that way is kept
    /// under a top-level `sweepPoint` member, so a comparison lists it as a difference rather than miss it.
    /// Throws when there is no such point.
    public func point(_ index: Int) throws(ComparisonError) -> ExperimentResults {
        guard let point = points.first(where: { $0.index == index }) else {
            throw ComparisonError(problems: [
                "there is no sweep point \(index) (the file has points "
                    + "\(points.map(\.index).map(String.init).joined(separator: ", "))"
                    + (header.sweep.isEmpty ? ": it is a run, not a sweep)" : ")")
            ])
        }
        var selected = self
        var document = header.scenarioDocument
        if case .object(let members) = document { document = .object(members.filter { $0.key != "sweep" }) }
        var unplaced: [(key: String, node: JSONNode)] = []
        for (path, value) in point.values.sorted(by: { $0.key < $1.key }) {
            let number = JSONWriter.number(value)
            if let updated = Self.setting(Self.components(path)[...], to: number, in: document) {
                document = updated
            } else {
                unplaced.append((key: path, node: JSONNode(number)))
            }
        }
        if !unplaced.isEmpty, case .object(let members) = document {
            document = .object(members + [(key: "sweepPoint", node: JSONNode(.object(unplaced)))])
        }
        selected.header.scenarioDocument = document
        selected.header.sweep = []
        selected.header.trackImports = point.trackImport.map { [$0] }
        var only = point
        only.index = 0
        only.values = [:]
        selected.points = [only]
        selected.rows = rows.filter { $0.point == index }.map { row in
            var moved = row
            moved.point = 0
            return moved
        }
        return selected
    }

    /// A path's steps: a member's key, or an array element chosen by label, name or index (`strategies[X]`).
    enum PathStep: Equatable {
        case key(String)
        case element(String)
    }

    static func components(_ path: String) -> [PathStep] {
        path.split(separator: ".").flatMap { part -> [PathStep] in
            guard let open = part.firstIndex(of: "["), part.last == "]" else { return [.key(String(part))] }
            let selector = part[part.index(after: open)..<part.index(before: part.endIndex)]
            return [.key(String(part[..<open])), .element(String(selector))]
        }
    }

    /// `document` with `value` at `steps`, members added where missing; nil where the document cannot hold it.
    static func setting(_ steps: ArraySlice<PathStep>, to value: JSONValue, in document: JSONValue) -> JSONValue? {
        guard let step = steps.first else { return value }
        let rest = steps.dropFirst()
        switch (step, document) {
        case (.key(let key), .object(var members)):
            let inner = document[key]?.value ?? .object([])
            guard let updated = setting(rest, to: value, in: inner) else { return nil }
            if let at = members.lastIndex(where: { $0.key == key }) {
                members[at].node.value = updated
            } else {
                members.append((key: key, node: JSONNode(updated)))
            }
            return .object(members)
        case (.element(let selector), .array(var elements)):
            guard
                let at = elements.firstIndex(where: { element in
                    [element.value["label"]?.value, element.value["name"]?.value].contains(.string(selector))
                }) ?? Int(selector).flatMap({ elements.indices.contains($0) ? $0 : nil })
            else { return nil }
            var inner = rest
            // A strategy's parameter named directly lives under its `parameters`.
            if case .key(let key)? = rest.first, elements[at].value[key] == nil, !["name", "label"].contains(key) {
                inner = ArraySlice([.key("parameters")] + Array(rest))
            }
            guard let updated = setting(inner, to: value, in: elements[at].value) else { return nil }
            elements[at].value = updated
            return .array(elements)
        default:
            return nil
        }
    }
}
