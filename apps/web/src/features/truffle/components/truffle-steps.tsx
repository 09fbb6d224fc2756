import { StepsSection } from '../../../components/steps-section.tsx';

const stepIds = ['welcome', 'woods', 'dig', 'table'] as const;

/** The organisation of the morning in four steps. */
export function TruffleSteps() {
  return <StepsSection ns="truffle" stepIds={stepIds} id="truffle-steps-title" />;
}
