// The preset-manager executable: parse the arguments, run the command, exit with a sysexits.h code.
CommandLineRunner.run()
