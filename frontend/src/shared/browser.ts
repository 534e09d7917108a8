/** Thin wrappers over page-level browser effects, so tests can replace them with vi.mock. */
export function reloadPage(): void {
  window.location.reload();
}

export function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener');
}
