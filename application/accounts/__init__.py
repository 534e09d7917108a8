"""Accounts: sign-up, log-in, sessions, profiles, passwords and roles."""
