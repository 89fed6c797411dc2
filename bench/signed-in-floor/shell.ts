/** What the signed-in floor renders after Log On: the console's own side menu and first page for the account, read in the same run. */
export interface FloorMenuItem {
  /** A link (`a`) or a button (a menu group, the help menu, the collapse toggle). */
  tag: 'a' | 'button';
  label: string;
  /** The link's target; empty for a button. */
  href: string;
  /** How many lists deep inside the menu (0: the menu's own list). */
  depth: number;
  /** Shown, or in the document but hidden (a closed group's pages). */
  shown: boolean;
}

export interface FloorShell {
  menu: FloorMenuItem[];
  /** The content frame's document and title, as the console frames the first page. */
  frame: { src: string; title: string };
}
