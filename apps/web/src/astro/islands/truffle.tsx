import { translations } from './ready.ts';

await translations('truffle');

export { TruffleOffer } from '../../features/truffle/components/truffle-offer.tsx';
export { TruffleSteps } from '../../features/truffle/components/truffle-steps.tsx';
