#if canImport(UIKit)
    import ParallaxEngine
    import ParallaxUI
    import UIKit

    /// Aeris "Map Layers" in UIKit: 100 pt rows whose 200 pt images drift behind them as they
    /// cross the screen; the cell clips its image.
    final class MapLayersViewController: UITableViewController {
        private let rows: [ExampleAnimators.MapLayerRow]
        private lazy var effects = ScrollEffects(scrollView: tableView)

        init(rows: [ExampleAnimators.MapLayerRow]) {
            self.rows = rows
            super.init(style: .plain)
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.rowHeight = 100
            tableView.register(MapLayerCell.self, forCellReuseIdentifier: "layer")
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "layer", for: indexPath)
            guard let cell = cell as? MapLayerCell else { return cell }
            let row = rows[indexPath.row]
            effects.bind(cell, animator: row.animator, targets: ["background": cell.background])
            cell.show(row, width: tableView.bounds.width)
            return cell
        }
    }

    /// A row: its title over an image twice its height, placed by bounds and centre (a
    /// transformed view's frame is undefined).
    private final class MapLayerCell: UITableViewCell {
        let background = UIImageView()
        private let title = UILabel()

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            clipsToBounds = true
            background.contentMode = .scaleAspectFill
            background.clipsToBounds = true
            contentView.addSubview(background)
            title.font = .preferredFont(forTextStyle: .headline)
            title.textColor = .white
            title.frame = CGRect(x: 20, y: 0, width: 300, height: 100)
            contentView.addSubview(title)
        }

        required init?(coder: NSCoder) { nil }

        func show(_ row: ExampleAnimators.MapLayerRow, width: CGFloat) {
            title.text = row.title
            background.image = UIImage(named: row.image)
            background.backgroundColor = .darkGray
            background.bounds = CGRect(x: 0, y: 0, width: width, height: 200)
            background.center = CGPoint(x: width / 2, y: 100)
        }
    }
#endif
