#if canImport(UIKit)
    import ParallaxEngine
    import ParallaxUI
    import UIKit

    /// Parade's demo cells in UIKit: each cell appears and disappears through its preset's
    /// states; `cell` is the cell's content view, every other target a labelled view of its own.
    final class ParadeViewController: UITableViewController {
        private let cells: [ExampleAnimators.ParadeCell]
        private lazy var effects = ScrollEffects(scrollView: tableView)

        init(cells: [ExampleAnimators.ParadeCell]) {
            self.cells = cells
            super.init(style: .plain)
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.rowHeight = CGFloat(ExampleAnimators.paradeRowHeight)
            tableView.separatorStyle = .none
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { cells.count * 3 }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell =
                tableView.dequeueReusableCell(withIdentifier: "parade") ?? UITableViewCell(style: .default, reuseIdentifier: "parade")
            cell.selectionStyle = .none
            let effect = cells[indexPath.row % cells.count]
            // A reused cell's views are of another preset: unbind first, so they are restored, then replace them.
            effects.unbind(cell)
            cell.contentView.subviews.forEach { $0.removeFromSuperview() }
            var targets: [String: UIView] = ["cell": cell.contentView]
            let size = CGSize(width: tableView.bounds.width, height: tableView.rowHeight)
            for (index, name) in effect.animator.targets.enumerated() where name != "cell" {
                let label = UILabel()
                label.text = name
                label.textAlignment = .center
                label.backgroundColor = UIColor(hue: CGFloat(index) / 6, saturation: 0.6, brightness: 0.9, alpha: 1)
                label.bounds = CGRect(x: 0, y: 0, width: size.width * 0.6, height: 60)
                label.center = CGPoint(x: size.width / 2, y: size.height / 2 + CGFloat(index - 1) * 70)
                cell.contentView.addSubview(label)
                targets[name] = label
            }
            effects.bind(cell, animator: effect.animator, targets: targets)
            return cell
        }
    }
#endif
