// Zod messages are i18n keys, not text: the web maps each key to zh/en, and the server returns the key in
// a 400's field details, so one rule reads the same everywhere.

/** Every validation message key, by the rule that raises it. */
export const VALIDATION_MESSAGES = {
  required: 'validation.required',
  oneContactAtATime: 'validation.oneContactAtATime',
  mobileRequired: 'validation.mobileRequired',
  invalidType: 'validation.invalidType',
  invalidOption: 'validation.invalidOption',
  tooLong: 'validation.tooLong',
  phoneInvalid: 'validation.phoneInvalid',
  mobileInvalid: 'validation.mobileInvalid',
  mobileFirst: 'validation.mobileFirst',
  currentMobileMismatch: 'validation.currentMobileMismatch',
  emailInvalid: 'validation.emailInvalid',
  codeInvalid: 'validation.codeInvalid',
  securityCodeInvalid: 'validation.securityCodeInvalid',
  usernameInvalid: 'validation.usernameInvalid',
  roleNameInvalid: 'validation.roleNameInvalid',
  nameInvalid: 'validation.nameInvalid',
  personNameInvalid: 'validation.personNameInvalid',
  nicknameInvalid: 'validation.nicknameInvalid',
  descriptionInvalid: 'validation.descriptionInvalid',
  companyInvalid: 'validation.companyInvalid',
  userInfoTextInvalid: 'validation.userInfoTextInvalid',
  departmentInvalid: 'validation.departmentInvalid',
  positionInvalid: 'validation.positionInvalid',
  addressInvalid: 'validation.addressInvalid',
  websiteInvalid: 'validation.websiteInvalid',
  profileTextInvalid: 'validation.profileTextInvalid',
  provinceInvalid: 'validation.provinceInvalid',
  onlyChineseEnglish: 'validation.onlyChineseEnglish',
  passwordInvalid: 'validation.passwordInvalid',
  strongPasswordInvalid: 'login.passwordError',
  confirmPasswordMismatch: 'login.confirmPasswordError',
  passwordSameAsCurrent: 'validation.passwordSameAsCurrent',
  remarkInvalid: 'validation.remarkInvalid',
  agreementRequired: 'validation.agreementRequired',
  activationInfoRequired: 'validation.activationInfoRequired',
  hostInvalid: 'validation.hostInvalid',
  deviceIdInvalid: 'validation.deviceIdInvalid',
  deviceNameInvalid: 'validation.deviceNameInvalid',
  searchInvalid: 'validation.searchInvalid',
  avatarFormat: 'validation.avatarFormat',
  avatarTooLarge: 'validation.avatarTooLarge',
  listFilterInvalid: 'validation.listFilterInvalid',
  listParamInvalid: 'validation.listParamInvalid',
  levelInvalid: 'validation.levelInvalid',
} as const;

/** One validation message key. */
export type ValidationMessageKey = (typeof VALIDATION_MESSAGES)[keyof typeof VALIDATION_MESSAGES];

/** All validation message keys, for the web's check that each has zh and en text. */
export const VALIDATION_MESSAGE_KEYS: readonly ValidationMessageKey[] = Object.values(VALIDATION_MESSAGES);
