import { StepsSection } from '../../../components/steps-section.tsx';

const stepIds = ['welcome', 'vineyard', 'cellar', 'tasting'] as const;

/** From the vineyard to the glass in four steps. */
export function WineSteps() {
  return <StepsSection ns="wine" stepIds={stepIds} id="wine-steps-title" />;
}
