import { loadConsoleMessages } from '@/shared/i18n/console-messages';
import { ConsoleApp } from './console-app';

/** The /console/* route's lazy part: the console's own routes, once its texts are loaded. */
export async function consoleScreen() {
  await loadConsoleMessages();
  return ConsoleApp;
}
