import { translations } from './ready.ts';

await translations('wine');

export { WineCellar } from '../../features/wine/components/wine-cellar.tsx';
export { WineSlider } from '../../features/wine/components/wine-slider.tsx';
export { WineSteps } from '../../features/wine/components/wine-steps.tsx';
export { WineTastings } from '../../features/wine/components/wine-tastings.tsx';
export { WineVideo } from '../../features/wine/components/wine-video.tsx';
