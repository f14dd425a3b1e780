import { Route, Routes } from 'react-router';
import { SectionScreen } from '../components/SectionScreen.tsx';
import { BrandPreview } from '../features/brand-preview/components/BrandPreview.tsx';
import { routeDefinitions } from '../lib/routes.ts';

/** Every route of SPEC section 2; anything else shows the home screen rather than a blank page. */
export function AppRoutes() {
  return (
    <Routes>
      {routeDefinitions.map(({ path, titleKey }) =>
        path === '/' ? (
          <Route key={path} path={path} element={<BrandPreview />} />
        ) : (
          <Route key={path} path={path} element={<SectionScreen titleKey={titleKey} />} />
        ),
      )}
      <Route path="*" element={<BrandPreview />} />
    </Routes>
  );
}
