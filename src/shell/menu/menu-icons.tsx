import {
  DownloadIcon,
  FileIcon,
  GearIcon,
  GlobeIcon,
  GraphIcon,
  InboxIcon,
  LogIcon,
  PersonIcon,
  RocketIcon,
  UploadIcon,
  type Icon,
} from '@primer/octicons-react';
import type { MenuIcon } from '../../generated/types/route-manifest';

/** The icons a manifest may name (the schema's MenuIcon enum). */
export const MENU_ICONS: Record<MenuIcon, Icon> = {
  graph: GraphIcon,
  globe: GlobeIcon,
  download: DownloadIcon,
  upload: UploadIcon,
  inbox: InboxIcon,
  log: LogIcon,
  file: FileIcon,
  gear: GearIcon,
  rocket: RocketIcon,
  person: PersonIcon,
};
