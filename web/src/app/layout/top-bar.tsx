import { LanguageSwitch } from '../../shared/ui/language-switch.tsx';
import { RotatingBanner } from './rotating-banner.tsx';
import './top-bar.css';

/** The thin roast-brown strip above the header: announcements and the language switch. */
export function TopBar() {
  return (
    <div className="top-bar">
      <div className="container top-bar__inner">
        <RotatingBanner />
        <LanguageSwitch />
      </div>
    </div>
  );
}
