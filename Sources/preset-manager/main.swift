print("preset-manager")
