// reduced from ImageOptim (GPL-2.0): the code gives the English as the key
NSLocalizedString(@"%@ failed to start", @"tooltip");
NSLocalizedString(@"Add", @"undo command name");
