export { contractInForce, lockPartner, partnerCreditUsed, netCents } from './partner-terms.ts';
