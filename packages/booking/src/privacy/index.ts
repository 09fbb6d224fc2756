export * from './retention-periods.ts';
export { purgeExpiredPersonalData, type OutboxFileStore, type PurgeCounts, type PurgeDeps } from './purge-expired-personal-data.ts';
export {
  exportPersonalData,
  erasePersonalData,
  exportCounts,
  normaliseSubjectEmail,
  subjectEmailHash,
  personalDataKinds,
  type PersonalDataExport,
  type PersonalDataKind,
  type ErasureCounts,
} from './data-subject-requests.ts';
export type { PrivacyActor } from './account-personal-data.ts';
