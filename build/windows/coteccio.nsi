; Windows installer for Coteccio (64-bit): the PyInstaller folder, a Start-menu shortcut, an
; optional desktop shortcut, "Play now" at the end, and an uninstaller listed under "Installed
; apps". Installs for the current user only, so it needs no administrator rights.
; build/package.py compiles it:
;
;   makensis -DVERSION=0.1.0 -DSRCDIR=out\dist\Coteccio -DMANIFEST=files.txt
;            -DOUTFILE=out\installers\setup.exe -DICON=assets\icons\coteccio.ico
;            build\windows\coteccio.nsi
;
; MANIFEST lists SRCDIR's files and folders (see package.py's payload_manifest). It is installed
; next to the game, and an upgrade or the uninstaller removes exactly what it lists: no file of
; an older version lingers, and nothing the installer did not put there is ever deleted.
;
; Silent use: setup.exe /S [/DESKTOP] [/D=folder] installs (/DESKTOP adds the desktop
; shortcut); Uninstall.exe /S removes. The player's settings, saves and logs live in
; %LOCALAPPDATA%\Coteccio, outside the install folder, and are kept.
;
; On Linux the same script is compiled with the Linux folder as a stand-in payload and run
; under wine by tests/frozen/test_windows_installer.py, and around the real Windows game built
; under wine (python build/package.py --windows) by tests/frozen/test_windows_real.py.

Target amd64-unicode
SetCompressor /SOLID lzma

!ifndef VERSION
  !error "VERSION not given: makensis -DVERSION=x.y.z"
!endif
!ifndef SRCDIR
  !error "SRCDIR not given: the PyInstaller folder holding Coteccio.exe"
!endif
!ifndef MANIFEST
  !error "MANIFEST not given: the list of SRCDIR's files (build/package.py writes it)"
!endif
!ifndef OUTFILE
  !define OUTFILE "Coteccio-${VERSION}-windows-x64-setup.exe"
!endif
!ifndef EXE
  !define EXE "Coteccio.exe"
!endif
!ifndef VIVERSION
  !define VIVERSION "${VERSION}.0"
!endif

!define APP "Coteccio"
!define PUBLISHER "The Coteccio developers"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\${APP}"
!define FILES_LIST "installed-files.txt"

!include "MUI2.nsh"
!include "FileFunc.nsh"
!include "LogicLib.nsh"
!include "Sections.nsh"

Name "${APP}"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\${APP}"
InstallDirRegKey HKCU "Software\${APP}" "InstallDir"
RequestExecutionLevel user
ShowInstDetails nevershow
ShowUninstDetails nevershow

VIProductVersion "${VIVERSION}"
VIAddVersionKey "ProductName" "${APP}"
VIAddVersionKey "CompanyName" "${PUBLISHER}"
VIAddVersionKey "ProductVersion" "${VERSION}"
VIAddVersionKey "FileVersion" "${VERSION}"
VIAddVersionKey "FileDescription" "${APP} installer (64-bit)"
VIAddVersionKey "LegalCopyright" "MIT licence"

!ifdef ICON
  !define MUI_ICON "${ICON}"
  !define MUI_UNICON "${ICON}"
!endif
!define MUI_ABORTWARNING
!define MUI_COMPONENTSPAGE_NODESC
!define MUI_FINISHPAGE_RUN "$INSTDIR\${EXE}"
!define MUI_FINISHPAGE_RUN_TEXT "$(PlayNow)"

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_COMPONENTS
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "Italian"

LangString PlayNow ${LANG_ENGLISH} "Play ${APP} now"
LangString PlayNow ${LANG_ITALIAN} "Gioca subito a ${APP}"
LangString DesktopShortcut ${LANG_ENGLISH} "Desktop shortcut"
LangString DesktopShortcut ${LANG_ITALIAN} "Collegamento sul desktop"

; Removes what the files list in $INSTDIR names: files, then each folder once it is empty (the
; list names a folder after everything inside it), then the list itself. Nothing else.
!macro REMOVE_LISTED_FILES un
Function ${un}RemoveListedFiles
  ClearErrors
  FileOpen $0 "$INSTDIR\${FILES_LIST}" r
  ${If} ${Errors}
    Return
  ${EndIf}
  ${Do}
    ClearErrors
    FileReadUTF16LE $0 $1
    ${If} ${Errors}
      ${Break}
    ${EndIf}
    ${Do}
      StrCpy $2 $1 1 -1
      ${If} $2 == "$\n"
      ${OrIf} $2 == "$\r"
        StrCpy $1 $1 -1
      ${Else}
        ${Break}
      ${EndIf}
    ${Loop}
    ${If} $1 == ""
      ${Continue}
    ${EndIf}
    StrCpy $2 $1 1 -1
    ${If} $2 == "\"
      RMDir "$INSTDIR\$1"
    ${Else}
      Delete "$INSTDIR\$1"
    ${EndIf}
  ${Loop}
  FileClose $0
  Delete "$INSTDIR\${FILES_LIST}"
FunctionEnd
!macroend
!insertmacro REMOVE_LISTED_FILES ""
!insertmacro REMOVE_LISTED_FILES "un."

Section "!${APP}" SecGame
  SectionIn RO
  SetOutPath "$INSTDIR"
  ; An upgrade: the older version's files go first, so none that this one lacks lingers.
  Call RemoveListedFiles
  Delete "$DESKTOP\${APP}.lnk"
  File /r "${SRCDIR}\*.*"
  File "/oname=${FILES_LIST}" "${MANIFEST}"
  WriteUninstaller "$INSTDIR\Uninstall.exe"

  CreateShortCut "$SMPROGRAMS\${APP}.lnk" "$INSTDIR\${EXE}" "" "$INSTDIR\${EXE}" 0

  WriteRegStr HKCU "Software\${APP}" "InstallDir" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "${APP}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "${PUBLISHER}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\${EXE},0"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\Uninstall.exe"'
  WriteRegStr HKCU "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\Uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
  ${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2
  IntFmt $0 "0x%08X" $0
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "EstimatedSize" "$0"
SectionEnd

Section /o "$(DesktopShortcut)" SecDesktop
  CreateShortCut "$DESKTOP\${APP}.lnk" "$INSTDIR\${EXE}" "" "$INSTDIR\${EXE}" 0
SectionEnd

Function .onInit
  ; A silent install asks for the desktop shortcut with /DESKTOP; an upgrade keeps the one an
  ; earlier install made.
  ${GetParameters} $R0
  ClearErrors
  ${GetOptions} $R0 "/DESKTOP" $R1
  ${IfNot} ${Errors}
  ${OrIf} ${FileExists} "$DESKTOP\${APP}.lnk"
    !insertmacro SelectSection ${SecDesktop}
  ${EndIf}
FunctionEnd

Section "Uninstall"
  Delete "$SMPROGRAMS\${APP}.lnk"
  Delete "$DESKTOP\${APP}.lnk"
  ; Only what the installer put there: settings, saves and logs live in the player's own
  ; folder (%LOCALAPPDATA%\Coteccio) and are kept, and so is anything else in $INSTDIR.
  Call un.RemoveListedFiles
  Delete "$INSTDIR\Uninstall.exe"
  RMDir "$INSTDIR"
  DeleteRegKey HKCU "${UNINSTALL_KEY}"
  DeleteRegKey HKCU "Software\${APP}"
SectionEnd
