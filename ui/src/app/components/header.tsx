import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useSite } from '@/features/site';
import { headerMenuLinks, paths } from '../paths';
import './header.css';

/** Fixed site header: logo, name, tagline and the MENU toggle (seed 000 §2). */
export function Header() {
  const { site } = useSite();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!open) return;

    function onPointerDown(event: MouseEvent | TouchEvent) {
      const target = event.target as Node | null;
      if (!target) return;
      if (menuRef.current?.contains(target) || toggleRef.current?.contains(target)) return;
      setOpen(false);
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    }

    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <header className="site-header">
      <div className="site-header__inner container">
        <Link to={paths.home} className="site-header__brand" onClick={close}>
          <img className="site-header__logo" src="/favicon.svg" width="44" height="44" alt="" />
          <span className="site-header__text">
            <span className="site-header__title">{site.organizationName}</span>
            <span className="site-header__subtitle">{site.tagline}</span>
          </span>
        </Link>

        <div className="site-header__nav">
          <button
            ref={toggleRef}
            type="button"
            className="menu-toggle"
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpen((value) => !value)}
          >
            <span className="menu-toggle__icon" aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
            MENU
          </button>

          <div ref={menuRef} id={menuId} className="site-menu" hidden={!open}>
            <nav aria-label="Main">
              <ul>
                {headerMenuLinks.map((link) => (
                  <li key={link.to}>
                    <NavLink to={link.to} end onClick={close} className="site-menu__link">
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </div>
      </div>
    </header>
  );
}
