"""Downloads of what the console's screens show: the operators' and auditors' CSV exports and
each seller's monthly statement, streamed from the read models a batch of rows at a time."""
