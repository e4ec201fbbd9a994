/** A release record (spec §3): looked up by system name. */
export interface VersionRecord {
  versionNumber?: string;
  deploymentView?: string;
  totalTime?: string;
  /** Release notes, HTML. */
  imprint?: string;
  publishTime?: string;
}
