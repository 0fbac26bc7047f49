#if canImport(UIKit)
    import ParallaxEngine
    import ParallaxUI
    import UIKit

    /// A header at the top of a scrolling page, animated by a header preset: Path's overscroll
    /// header (`header`), its three layers (`sky`, `hills`, `foreground`), Westerhoff's
    /// half-speed stretch header (`container` clipping `image`) and its pull-to-refresh variant.
    /// One view per target: a `container` holds the others, otherwise they are stacked.
    final class HeaderViewController: UIViewController {
        private let animator: Animator
        private let refreshes: Bool
        private let scrollView = UIScrollView()
        private let header = UIView()
        private var effects: ScrollEffects?

        init(animator: Animator, refreshes: Bool = false) {
            self.animator = animator
            self.refreshes = refreshes
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            scrollView.frame = view.bounds
            scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            scrollView.alwaysBounceVertical = true
            view.addSubview(scrollView)
            let width = view.bounds.width
            let height = CGFloat(ExampleAnimators.headerHeight)
            header.frame = CGRect(x: 0, y: 0, width: width, height: height)
            scrollView.addSubview(header)
            let body = UILabel(frame: CGRect(x: 20, y: height + 20, width: width - 40, height: 1600))
            body.numberOfLines = 0
            body.text = String(repeating: "Scroll, and pull down past the top. ", count: 80)
            scrollView.addSubview(body)
            scrollView.contentSize = CGSize(width: width, height: height + 1640)
            if refreshes {
                let refresh = UIRefreshControl()
                refresh.addTarget(self, action: #selector(refresh(_:)), for: .valueChanged)
                scrollView.refreshControl = refresh
            }
            let effects = ScrollEffects(scrollView: scrollView)
            effects.bind(header, animator: animator, targets: layerViews(in: header))
            self.effects = effects
        }

        /// A view per target, filling the header; a `container` clips the others inside it.
        private func layerViews(in header: UIView) -> [String: UIView] {
            var views: [String: UIView] = [:]
            let container = animator.targets.contains("container") ? UIView(frame: header.bounds) : nil
            container?.clipsToBounds = true
            container.map(header.addSubview)
            for (index, name) in animator.targets.enumerated() where name != "container" {
                let layer = UIView(frame: (container ?? header).bounds)
                layer.backgroundColor = UIColor(
                    hue: CGFloat(index) / 4, saturation: 0.5, brightness: 0.8, alpha: container == nil ? 0.6 : 1)
                (container ?? header).addSubview(layer)
                views[name] = layer
            }
            views["container"] = container
            return views
        }

        @objc private func refresh(_ control: UIRefreshControl) {
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) { control.endRefreshing() }
        }
    }
#endif
