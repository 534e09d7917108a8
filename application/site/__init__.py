"""The site: reference content, the newsletter, uploads and outgoing mail."""
