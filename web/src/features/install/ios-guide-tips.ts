/** An iOS version as lib/device.ts reads it (null: not told). */
type IosVersion = { major: number; minor: number } | null;

/**
 * The legacy-iOS tip of the guide (entry §8, §9): one for iOS 12.0–12.1, one for 11 or earlier; none for a
 * newer or an unknown version.
 */
export const iosLegacyTip = (v: IosVersion): 'ios12early' | 'ios11orEarlier' | null => {
  if (!v) return null;
  if (v.major <= 11) return 'ios11orEarlier';
  return v.major === 12 && v.minor <= 1 ? 'ios12early' : null;
};

/** The first iOS whose profile install goes through the "Profile Downloaded" entry of Settings (entry §8). */
export const IOS_PROFILE_TIP_NEW_FROM = 17;

/**
 * The tip shown when the player comes back after downloading the profile (entry §8 "Install on iOS 17 or later,
 * or older versions, shows a tip after focus returns"); an unknown version gets the newest.
 */
export const iosProfileTip = (v: IosVersion): 'ios17' | 'older' =>
  v && v.major < IOS_PROFILE_TIP_NEW_FROM ? 'older' : 'ios17';
