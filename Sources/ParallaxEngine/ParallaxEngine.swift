// ParallaxEngine: see README.
